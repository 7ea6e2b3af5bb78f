import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/app-error.ts';
import { internalTokenHeader } from '../identity.ts';

/** Guards `/internal/*` routes (service-to-service, back office) with the shared internal token. */
export function protectInternalRoutes(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isInternalRequest(request)) return;
    if (!isSharedToken(request.headers[internalTokenHeader], token)) {
      return reply.status(403).send(errorBody('noPermission'));
    }
  });
}

/**
 * Whether a header value is the shared token, compared in constant time. Both sides are hashed
 * first, so neither the comparison's duration nor its early length check tells how long the token is.
 */
export function isSharedToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The router decodes the path (`/%69nternal/...` reaches `/internal/...`), so the matched
 * route decides, not the raw URL; the raw URL still covers paths that match no route.
 */
function isInternalRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/internal/') || (request.routeOptions.url?.startsWith('/internal/') ?? false);
}
