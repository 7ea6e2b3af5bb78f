import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { fallbackRateLimitStore } from './fallback-rate-limit-store.ts';
import { isProviderWebhook, type TProviderWebhook } from './provider-webhooks.ts';
import { requestKind, type TRequestKind } from './request-kind.ts';

/** An IPv6 client holds a whole /64, so that is one visitor, as one IPv4 address is. */
const IPV6_VISITOR_PREFIX = 64;

/**
 * One budget per visitor over one minute — per signed-in user, else per client IP — spent by
 * every `/api` call and every page view (a page request the web server renders). Not counted:
 * static assets (request-kind.ts), and the API calls the web server makes while rendering a page (web-server-calls.ts), since that page view
 * was counted already. Counters live in Redis (shared by every gateway replica, taken a few at a time: rate-limit-leases.ts), in this process's
 * memory while Redis is away, and in memory in embedded mode. A payment provider's webhooks spend
 * a budget of their own per address (`perWebhookIp`), not a visitor's: a provider delivers bursts
 * (a retry storm after an outage) from a few addresses, and a refused delivery is only retried
 * later. The widget's calls from customers' pages (request-kind.ts) spend a budget of their own per
 * address (`perWidgetIp`), whoever is signed in: a page's widgets, a viewer's reconnecting live
 * streams or many viewers behind one address never eat into that address's site budget, nor the
 * site into theirs. The data API's `/v1` calls spend none: the data API limits each key itself. Answers carry the standard
 * `RateLimit-*` headers and, when refused, `Retry-After`
 * with the `tooManyRequests` body.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: {
    redis: Redis | undefined;
    perIp: number;
    perUser: number;
    /** The providers' webhook routes (api-endpoints.ts providerWebhooks), and their budget per address. */
    webhooks: readonly TProviderWebhook[];
    perWebhookIp: number;
    /** The widget's calls per address and minute (docs/architecture.md#rate-limits-gateway). */
    perWidgetIp: number;
    refusals: { inc(labels: { kind: TRequestKind }): void };
  },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    // Redis when it answers, else this process's memory (plugins/fallback-rate-limit-store.ts).
    ...(options.redis ? { store: fallbackRateLimitStore(options.redis, 'ratelimit:') } : {}),
    enableDraftSpec: true,
    allowList: (request) => !isRateCounted(request),
    keyGenerator: (request) => {
      const address = normalizeIP(request.ip, IPV6_VISITOR_PREFIX);
      if (isProviderWebhook(options.webhooks, request.method, request.url)) return `webhook:${address}`;
      if (requestKind(request.url) === 'widget') return `widget:${address}`;
      return request.userId ? `user:${request.userId}` : `ip:${address}`;
    },
    max: (_request, key) => {
      if (key.startsWith('webhook:')) return options.perWebhookIp;
      if (key.startsWith('widget:')) return options.perWidgetIp;
      return key.startsWith('user:') ? options.perUser : options.perIp;
    },
    onExceeded: (request) => options.refusals.inc({ kind: requestKind(request.url) }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('tooManyRequests', `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`),
    }),
  });
}

/** Whether this request spends a budget: the visitor's, or the webhook's or widget's own (keyGenerator). */
export function isRateCounted(request: Pick<FastifyRequest, 'url' | 'isWebServerCall'>): boolean {
  switch (requestKind(request.url)) {
    case 'api':
      return !request.isWebServerCall;
    case 'page':
    case 'widget':
      return true;
    case 'asset':
    case 'data-api':
      return false;
  }
}

/** A page view the visitor was counted for: its own API calls (made by the web server) are not counted again. */
export function isCountedPageView(request: { url: string }): boolean {
  return requestKind(request.url) === 'page';
}
