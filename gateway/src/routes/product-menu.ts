import { errorBody } from '@matchwire/kit/errors/app-error';
import { identityHeaders } from '@matchwire/kit/identity';
import type { FastifyInstance } from 'fastify';
import type { GatewayStore } from '../stores/gateway-store.ts';

export const MENU_CACHE_PREFIX = 'menu:';

/**
 * The navigation menus ask for `/api/product/list` on every page, so the gateway keeps the
 * catalogue's answer; `catalogue.product-changed.v1` drops it (see events/product-changed.ts).
 * Testers see tester-only products, so they get their own entry.
 */
export function registerProductMenuRoute(
  app: FastifyInstance,
  options: { store: GatewayStore; catalogueUrl: string; ttlSeconds: number },
): void {
  app.get('/api/product/list', async (request, reply) => {
    const sportType = String((request.query as Record<string, unknown>).sportType ?? '');
    const isTester = request.headers[identityHeaders.isTester] === 'true';
    const cacheKey = `${MENU_CACHE_PREFIX}${isTester ? 'tester' : 'public'}:${sportType}`;
    const cached = await options.store.getCached(cacheKey).catch(() => undefined);
    if (cached) return reply.header('x-cache', 'hit').type('application/json').send(cached);

    const url = new URL('/api/product/list', options.catalogueUrl);
    url.searchParams.set('sportType', sportType);
    let upstream: Response;
    try {
      upstream = await fetch(url, {
        headers: { 'x-request-id': request.id, ...forwardedIdentity(request.headers) },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      request.log.error({ err: error }, 'catalogue unavailable');
      return reply.status(503).send(errorBody('serviceUnavailable'));
    }
    const body = await upstream.text();
    if (upstream.ok) await options.store.setCached(cacheKey, body, options.ttlSeconds).catch(() => undefined);
    return reply.status(upstream.status).header('x-cache', 'miss').type('application/json').send(body);
  });
}

function forwardedIdentity(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of Object.values(identityHeaders)) {
    const value = headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return forwarded;
}
