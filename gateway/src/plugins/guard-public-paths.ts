import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance } from 'fastify';
import { isAmbiguousPath } from './routed-path.ts';

/**
 * The first check of every request: a request target that is not a plain path, or that some reader
 * could take for an `/api` path without it being written as a plain one, is refused with 400
 * before identity, rate limits, the signature or any upstream sees it (routed-path.ts). No browser
 * or client of ours writes such targets; refusing them leaves one spelling per API route, the one
 * every later check tests.
 */
export function refuseAmbiguousPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAmbiguousPath(request.url)) return;
    request.log.warn({ url: request.url }, 'ambiguous request path refused');
    return reply.status(400).send(errorBody('badRequest', 'Ambiguous request path'));
  });
}
