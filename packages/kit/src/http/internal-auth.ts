import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/app-error.ts';
import {
  internalCallerHeader,
  internalCallers,
  internalSecretHeader,
  internalSecretVariables,
  type TInternalCaller,
} from '../internal-callers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this `/internal/*` route (docs/decisions/0010). None listed: refused for everyone. */
    callers?: readonly TInternalCaller[];
  }
}

export type TInternalSecrets = Partial<Record<TInternalCaller, string>>;

/**
 * Guards `/internal/*` routes with per-caller credentials: the caller names itself
 * (`x-mw-internal-caller`) and presents its own secret (`x-mw-internal-secret`), and the route
 * must list it in `config.callers`. Anything else answers 403 noPermission. `secrets` holds the
 * secrets of the callers this service accepts; a route naming a caller without one fails at start.
 * Call before registering routes.
 */
export function protectInternalRoutes(app: FastifyInstance, secrets: TInternalSecrets): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/internal/')) return;
    const unconfigured = (route.config?.callers ?? []).filter((caller) => !secrets[caller]);
    if (unconfigured.length > 0) {
      const variables = unconfigured.map((caller) => internalSecretVariables[caller]).join(', ');
      throw new Error(`${route.url} accepts ${unconfigured.join(', ')}, but ${variables} is not configured`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isInternalRequest(request)) return;
    const caller = authenticatedCaller(request, secrets);
    // An authenticated caller asking for a path that matches no route gets the usual 404.
    if (caller && request.routeOptions.url === undefined) return;
    if (caller && request.routeOptions.config.callers?.includes(caller)) return;
    request.log.warn(
      { internalCaller: request.headers[internalCallerHeader], isAuthenticated: Boolean(caller) },
      'internal call refused',
    );
    return reply.status(403).send(errorBody('noPermission'));
  });
}

/** The caller the request names, when it presents that caller's own secret. */
function authenticatedCaller(request: FastifyRequest, secrets: TInternalSecrets): TInternalCaller | undefined {
  const named = request.headers[internalCallerHeader];
  const caller = internalCallers.find((known) => known === named);
  if (!caller) return undefined;
  return isSharedToken(request.headers[internalSecretHeader], secrets[caller] ?? '') ? caller : undefined;
}

/**
 * Whether a header value is the expected secret, compared in constant time. Both sides are hashed
 * first, so neither the comparison's duration nor its early length check tells how long the secret is.
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
