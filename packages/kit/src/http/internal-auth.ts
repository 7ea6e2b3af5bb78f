import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/app-error.ts';
import { internalTokenHeader } from '../identity.ts';

/** Guards `/internal/*` routes (service-to-service, back office) with the shared internal token. */
export function protectInternalRoutes(app: FastifyInstance, token: string): void {
  const expected = Buffer.from(token);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/internal/')) return;
    const given = Buffer.from(String(request.headers[internalTokenHeader] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(403).send(errorBody('noPermission'));
    }
  });
}
