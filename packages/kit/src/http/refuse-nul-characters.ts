import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/app-error.ts';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL anywhere in a query, form body or path parameter
 * would reach the database and fail there as a 500. Every defined route (serve-endpoint.ts) refuses it
 * before validation, as bad input naming the field.
 */
export async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
  if (field !== undefined) {
    return reply.status(400).send(errorBody('badRequest', `${field || 'body'}: must not contain NUL characters`));
  }
}

/** The dotted path of the first string holding a NUL, or undefined. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
