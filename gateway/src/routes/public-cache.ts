import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TEventType } from '@matchwire/proto';
import type { TAssertIdentity } from '../plugins/identity-assertion.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';
import { upstreamOf, type TUpstreamVariable } from '../upstreams.ts';
import { apiEndpoints, type TApiEndpoint, type TServiceName } from './api-endpoints.ts';
import { cacheKey, canonicalBody, canonicalQuery } from './public-cache-key.ts';

export type TCachedRoute = {
  method: 'GET' | 'POST';
  path: string;
  upstream: string;
  /** The service that answers it; a tester's identity is asserted for it. */
  service: TServiceName;
  /** The answer differs for signed-in testers (tester-only products), who get entries of their own. */
  isTesterSpecific: boolean;
  /** The events after which its entries are stale. */
  droppedBy: readonly TEventType[];
};

/** hit: answered from the cache; miss: asked the service; bypass: a body the cache cannot key, passed on. */
export type TCacheOutcome = 'hit' | 'miss' | 'bypass';

/** Cached POST bodies are small (an id, a search, a page); anything larger is refused with 413. */
export const CACHED_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The public reads pages make (menus, footer, product, docs, FAQ and blog pages), kept by the
 * gateway so a warm page renders without a round trip to the services: the endpoints whose
 * definition allows it (`cache` in packages/contracts). Not among them: anything about the
 * signed-in user, and reads that change data (`GET /api/faq/article` counts each read).
 * Entries live for a TTL and are dropped early by the events each definition names (events/public-data-changed.ts).
 */
export function cachedPublicRoutes(
  config: Partial<Record<TUpstreamVariable, string>>,
  endpoints: TApiEndpoint[] = apiEndpoints(),
): TCachedRoute[] {
  return endpoints.flatMap(({ method, path, service, cache }) => {
    if (!cache) return [];
    if (method !== 'GET' && method !== 'POST')
      throw new Error(`${method} ${path}: only GET and POST answers are cached`);
    // Entries are keyed by route, query and body (public-cache-key.ts), never by path parameters.
    if (path.includes('/:')) throw new Error(`${method} ${path}: a cached route has no path parameters`);
    return [
      {
        method,
        path,
        service,
        upstream: upstreamOf(config, service),
        isTesterSpecific: cache.perTester === true,
        droppedBy: cache.droppedBy,
      },
    ];
  });
}

/**
 * Answers the cached routes from the store, or asks the service and keeps a successful answer.
 * The key holds the route, the query and, for a POST, the canonical body (public-cache-key.ts);
 * the service still receives the body byte for byte. Only a tester's calls to a tester-specific
 * route carry the caller's identity to the service (and use the tester entries); every other
 * miss is asked anonymously, so what is stored cannot depend on who asked.
 *
 * The gateway does not parse bodies (they stream through to the services), so these routes sit
 * in a scope of their own that reads any body as raw bytes, up to CACHED_BODY_LIMIT_BYTES.
 */
export async function registerPublicCache(
  app: FastifyInstance,
  options: {
    routes: TCachedRoute[];
    store: GatewayStore;
    ttlSeconds: number;
    outcomes: { inc(labels: { route: string; outcome: TCacheOutcome }): void };
    assertIdentity: TAssertIdentity;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CACHED_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    for (const route of options.routes) {
      scope.route({
        method: route.method,
        url: route.path,
        bodyLimit: CACHED_BODY_LIMIT_BYTES,
        handler: async (request, reply) => {
          const { outcome } = await answerFromCacheOrService(request, reply, route, options);
          options.outcomes.inc({ route: `${route.method} ${route.path}`, outcome });
          return reply;
        },
      });
    }
  });
}

async function answerFromCacheOrService(
  request: FastifyRequest,
  reply: FastifyReply,
  route: TCachedRoute,
  options: {
    store: GatewayStore;
    ttlSeconds: number;
    assertIdentity: TAssertIdentity;
  },
): Promise<{ outcome: TCacheOutcome }> {
  const query = canonicalQuery(request.url);
  const contentType = request.headers['content-type'];
  const rawBody =
    route.method === 'POST' ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : undefined;
  const body = rawBody && canonicalBody(contentType, rawBody);
  const isTester = route.isTesterSpecific && request.caller?.isTester === true;
  const key =
    rawBody && body === undefined
      ? undefined
      : cacheKey({ route, audience: isTester ? 'tester' : 'public', query, body });

  if (key) {
    const cached = await options.store.getCached(key).catch(() => undefined);
    if (cached) {
      reply.header('x-cache', 'hit').type('application/json').send(cached);
      return { outcome: 'hit' };
    }
  }

  let upstream: Response;
  try {
    upstream = await fetch(`${route.upstream}${route.path}${query ? `?${query}` : ''}`, {
      method: route.method,
      headers: {
        'x-request-id': request.id,
        'x-forwarded-for': request.ip,
        ...(rawBody && contentType ? { 'content-type': contentType } : {}),
        ...(isTester ? options.assertIdentity(request, route.service) : {}),
      },
      body: rawBody && rawBody.length > 0 ? new Uint8Array(rawBody) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    request.log.error({ err: error, upstream: route.upstream }, 'service unavailable');
    reply.status(503).send(errorBody('serviceUnavailable'));
    return { outcome: key ? 'miss' : 'bypass' };
  }
  const answer = await upstream.text();
  if (key && isSuccess(upstream.status, answer)) {
    await options.store.setCached(key, answer, options.ttlSeconds).catch(() => undefined);
  }
  reply
    .status(upstream.status)
    .header('x-cache', key ? 'miss' : 'bypass')
    .type('application/json')
    .send(answer);
  return { outcome: key ? 'miss' : 'bypass' };
}

/** Only a 200 with `resultCode: 0` is kept: an error answer must never outlive the error. */
function isSuccess(status: number, answer: string): boolean {
  if (status !== 200) return false;
  try {
    return (JSON.parse(answer) as { resultCode?: unknown }).resultCode === 0;
  } catch {
    return false;
  }
}
