import { errorBody } from '@matchwire/kit/errors/app-error';
import { identityHeaders } from '@matchwire/kit/identity';
import type { FastifyInstance } from 'fastify';
import type { TGatewayConfig } from '../config.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';

/** Which service's events make an entry stale; the cache key starts with it. */
export type TCacheSource = 'catalogue' | 'docs';

/**
 * Public data every page asks for (menus, product pages, the docs tree), kept by the gateway so
 * a warm page is rendered without a round trip to the service. Entries live for a TTL and are
 * dropped early by `catalogue.product-changed.v1` and `docs.content-changed.v1`
 * (events/public-data-changed.ts). Only signed-in testers see tester-only products, so they get
 * entries of their own; nothing user-specific is ever cached.
 */
export function cachedPublicRoutes(config: TGatewayConfig): { path: string; upstream: string; source: TCacheSource }[] {
  const catalogue = (path: string) => ({ path, upstream: config.CATALOGUE_URL, source: 'catalogue' as const });
  const docs = (path: string) => ({ path, upstream: config.DOCS_URL, source: 'docs' as const });
  return [
    catalogue('/api/product/list'),
    catalogue('/api/product/listDetail'),
    catalogue('/api/product/detail'),
    catalogue('/api/product/promotionList'),
    docs('/api/doc/list/v2'),
    docs('/api/doc/logs'),
    docs('/api/doc/logsBySportType'),
    docs('/api/faq/categories'),
  ];
}

/** Query fields that only sign or address the request, never change the answer. */
const volatileFields = new Set(['timestamp', 'sign', '_userId', '_adminAccessToken']);

export function registerPublicCache(
  app: FastifyInstance,
  options: { routes: ReturnType<typeof cachedPublicRoutes>; store: GatewayStore; ttlSeconds: number },
): void {
  for (const route of options.routes) {
    app.get(route.path, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      for (const field of volatileFields) query.delete(field);
      query.sort();
      const isTester = request.headers[identityHeaders.isTester] === 'true';
      const cacheKey = `${route.source}:${isTester ? 'tester' : 'public'}:${route.path}?${query.toString()}`;
      const cached = await options.store.getCached(cacheKey).catch(() => undefined);
      if (cached) return reply.header('x-cache', 'hit').type('application/json').send(cached);

      let upstream: Response;
      try {
        upstream = await fetch(`${route.upstream}${route.path}?${query.toString()}`, {
          headers: { 'x-request-id': request.id, ...forwardedIdentity(request.headers) },
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        request.log.error({ err: error, upstream: route.upstream }, 'service unavailable');
        return reply.status(503).send(errorBody('serviceUnavailable'));
      }
      const body = await upstream.text();
      if (upstream.ok) await options.store.setCached(cacheKey, body, options.ttlSeconds).catch(() => undefined);
      return reply.status(upstream.status).header('x-cache', 'miss').type('application/json').send(body);
    });
  }
}

function forwardedIdentity(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of Object.values(identityHeaders)) {
    const value = headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return forwarded;
}
