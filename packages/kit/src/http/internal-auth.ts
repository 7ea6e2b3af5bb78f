import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/app-error.ts';
import { internalTokenHeader } from '../identity.ts';

/** Guards `/internal/*` routes (service-to-service, back office) with the shared internal token. */
export function protectInternalRoutes(app: FastifyInstance, token: string): void {
  const expected = Buffer.from(token);
  app.addHook('onRequest', async (request, reply) => {
    if (!isInternalRequest(request)) return;
    const given = Buffer.from(String(request.headers[internalTokenHeader] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(403).send(errorBody('noPermission'));
    }
  });
}

/**
 * The router decodes the path (`/%69nternal/...` reaches `/internal/...`), so the matched
 * route decides, not the raw URL; the raw URL still covers paths that match no route.
 */
function isInternalRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/internal/') || (request.routeOptions.url?.startsWith('/internal/') ?? false);
}
