import type { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';
import { dataApiPrefix } from '@matchwire/contracts/data-api/interfaces';
import { errorBody } from '@matchwire/kit/errors/app-error';
import { pageViewCountedHeader } from '@matchwire/kit/identity';
import { captureTraceContext } from '@matchwire/kit/telemetry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAssertIdentity } from '../plugins/identity-assertion.ts';
import type { createPageCache } from './page-cache.ts';
import { isCountedPageView } from '../plugins/rate-limits.ts';
import type { TServiceRoute } from './service-routes.ts';
import type { TWidgetRoute } from './widget-routes.ts';

const proxiedMethods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/*
 * Every proxy below is registered with `disableRequestLogging`: reply-from's two lines per call
 * ("fetching from remote server", "response received") repeated Fastify's own request lines, and
 * writing four log lines per call was a quarter of the gateway's CPU (bench/README.md). Fastify's
 * "incoming request" and "request completed" (with status and time) stay, and so do upstream errors.
 */

/**
 * `/api/*` goes to the services by prefix; an `/api` path no service owns answers 'Interface 404';
 * `/v1/*` goes to the data API and the widget's prefixes to their service, both as keyed traffic;
 * everything else is the web app (server-side rendered pages and assets). Routes the gateway
 * answers itself (the public cache) win over a prefix; when a prefix is such a route's exact path
 * (`/api/setting/getSystemConfig`), its proxy leaves that method to the gateway.
 */
export async function registerProxies(
  app: FastifyInstance,
  options: {
    routes: TServiceRoute[];
    webUrl: string;
    answeredByGateway: { method: string; path: string }[];
    /** Who the caller is, signed for the one service that receives the request. */
    assertIdentity: TAssertIdentity;
    /** Runs before a service is asked (staff acting for a customer, impersonation.ts). */
    beforeProxying: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The data API, which answers the public interfaces under `/v1` (API clients, by key). */
    dataApiUrl: string;
    /** The embeddable widget's prefixes (`/widget`, `/animAPI`, …: widget-routes.ts), by access key. */
    widgetRoutes: readonly TWidgetRoute[];
    /** Rendered public pages kept for anonymous visitors (page-cache.ts), for at most `ttlSeconds`. */
    pageCache: { cache: ReturnType<typeof createPageCache>; ttlSeconds: number };
  },
): Promise<void> {
  await registerKeyedProxy(app, { upstream: options.dataApiUrl, prefix: dataApiPrefix });
  for (const route of options.widgetRoutes) await registerKeyedProxy(app, route);
  for (const route of options.routes) {
    const claimed = options.answeredByGateway
      .filter((answered) => answered.path === route.prefix)
      .flatMap((answered) => (answered.method === 'GET' ? ['GET', 'HEAD'] : [answered.method]));
    await app.register(proxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      httpMethods: proxiedMethods.filter((method) => !claimed.includes(method)),
      preHandler: options.beforeProxying,
      // undici's pool (reply-from's default) rather than Node's http client, which with its
      // instrumentation (a `new URL` per request) was ~14 % of the gateway's busy time per call
      // (bench/README.md, Gateway overhead). No answer may take longer.
      undici: { headersTimeout: 15_000, bodyTimeout: 15_000 },
      disableRequestLogging: true,
      replyOptions: {
        onError: (reply, { error }) => sendUpstreamFailure(reply, error),
        // The service sees the client's address as the gateway resolved it (trusted proxies only),
        // never a value the client chose, and the caller only as the gateway signed it.
        rewriteRequestHeaders: (request, headers) => ({
          ...withoutClientTraceContext(withoutUnsentBodyFraming(request.method, headers)),
          ...captureTraceContext(),
          'x-forwarded-for': request.ip,
          ...options.assertIdentity(request, route.service),
        }),
      },
    });
  }
  app.all('/api/*', async (_request, reply) => reply.status(404).send(errorBody('interfaceNotFound')));
  const { cache: pageCache, ttlSeconds: pageTtlSeconds } = options.pageCache;
  app.decorateRequest('pageCacheKey', undefined);
  app.decorateRequest('pageHashes', undefined);
  await app.register(proxy, {
    upstream: options.webUrl,
    prefix: '/',
    disableRequestLogging: true,
    preHandler: pageCache.answerFromCache,
    replyOptions: {
      onError: (reply, { error }) => sendUpstreamFailure(reply, error),
      // A page arrives from React's renderer in many small writes; compressed write by write it
      // costs several times the CPU of compressing it once, so the gateway reads it whole first.
      // Pages and assets are small (well under a megabyte); nothing here needs to stream.
      onResponse: (request, reply, response) => {
        void readWhole(response.stream as Readable).then(
          (body) => {
            pageCache.keepRendered(request, reply, body, pageTtlSeconds);
            reply.send(body);
          },
          (error: unknown) => sendUpstreamFailure(reply, error),
        );
      },
      // Pages build canonical and hreflang URLs from the public origin, not the web server's address.
      // The marker tells the web server that this page view was counted, so its API calls need not be.
      rewriteRequestHeaders: (request, headers) => {
        const { [pageViewCountedHeader]: _fromClient, ...rest } = withoutClientTraceContext(
          withoutUnsentBodyFraming(request.method, headers),
        );
        return {
          ...rest,
          ...captureTraceContext(),
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
          ...(isCountedPageView(request) ? { [pageViewCountedHeader]: '1' } : {}),
        };
      },
    },
  });
}

/**
 * Traffic a service believes by a key it checks itself, not by the site's session: the data API's
 * clients (API key) and the embeddable widget (access key plus the embedding page's origin, which
 * arrives as the browser sent it, with Sec-Fetch-* and Last-Event-ID). The site's signing, session
 * and cookies play no part, so the cookies are not passed on and no identity is asserted (a
 * client's own assertion header was removed on arrival, resolve-identity.ts). The client's address
 * goes as the gateway resolved it (trusted proxies only): the data API checks a key's IP
 * whitelist against it, and both budget by it. Answers stream through as they come: live event
 * streams stay open for hours and say something at least every 10 s (a comment when nothing
 * happens), so the upstream may be idle up to 30 s. Each open stream holds one upstream connection
 * for as long as its browser stays, so the pool has no cap (the proxy's default is 2048 per
 * upstream): with a cap, every other call under the prefix would queue behind the open streams.
 */
async function registerKeyedProxy(app: FastifyInstance, route: { upstream: string; prefix: string }): Promise<void> {
  await app.register(proxy, {
    upstream: route.upstream,
    prefix: route.prefix,
    rewritePrefix: route.prefix,
    httpMethods: proxiedMethods,
    http: { requestOptions: { timeout: 30_000 }, agentOptions: { maxSockets: Infinity } },
    disableRequestLogging: true,
    replyOptions: {
      onError: (reply, { error }) => sendUpstreamFailure(reply, error),
      rewriteRequestHeaders: (request, headers) => {
        const { cookie: _cookie, ...rest } = withoutUnsentBodyFraming(request.method, headers);
        return { ...rest, 'x-forwarded-for': request.ip };
      },
    },
  });
}

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function sendUpstreamFailure(
  reply: { log: FastifyInstance['log']; status(code: number): { send(body: unknown): unknown } },
  error: unknown,
): void {
  reply.log.error({ err: error }, 'upstream unavailable');
  reply.status(503).send(errorBody('serviceUnavailable'));
}

/**
 * The client's W3C trace context is not passed on: the gateway's span already continues it
 * (kit's traceServerRequests read it on arrival), and the proxies send that span's context instead
 * (`captureTraceContext`), which undici's instrumentation then leaves alone (it would have added its
 * own header beside one already there, and a service given two reads neither).
 */
function withoutClientTraceContext<THeaders extends Record<string, unknown>>(headers: THeaders): THeaders {
  const { traceparent: _parent, tracestate: _state, ...rest } = headers;
  return rest as THeaders;
}

/**
 * A GET or HEAD is forwarded without its body (Fastify never reads one), so the client's
 * `content-length` or `transfer-encoding` must not go with it: the service would wait for bytes
 * that never come and read the next request on that pooled connection, perhaps another visitor's,
 * as the missing body.
 */
export function withoutUnsentBodyFraming<THeaders extends Record<string, unknown>>(
  method: string,
  headers: THeaders,
): THeaders {
  if (method !== 'GET' && method !== 'HEAD') return headers;
  const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = headers;
  return rest as THeaders;
}
