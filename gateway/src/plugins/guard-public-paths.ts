import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance } from 'fastify';
import { isAmbiguousPath, isOperationalPath } from './routed-path.ts';

/**
 * The first check of every request on the public port (routed-path.ts), before identity, rate
 * limits, the signature or any upstream sees it:
 * - a request target that is not a plain path, or that some reader could take for an `/api` path
 *   without it being written as a plain one, is refused with 400. No browser or client of ours
 *   writes such targets; refusing them leaves one spelling per API route, the one every later
 *   check tests;
 * - any spelling of `/healthz`, `/readyz` or `/metrics` answers 404: they are served on the
 *   operational port only.
 */
export function guardPublicPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isAmbiguousPath(request.url)) {
      request.log.warn({ url: request.url }, 'ambiguous request path refused');
      return reply.status(400).send(errorBody('badRequest', 'Ambiguous request path'));
    }
    if (isOperationalPath(request.url)) return reply.status(404).send(errorBody('interfaceNotFound'));
  });
}
