import cookie from '@fastify/cookie';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import {
  createServiceApp,
  drainServiceApp,
  listenServiceApp,
  type TServiceApp,
} from '@matchwire/kit/http/create-service-app';
import { createCounter } from '@matchwire/kit/http/metrics';
import type { Logger } from '@matchwire/kit/logger';
import { traceServerRequests } from '@matchwire/kit/telemetry';
import type { TGatewayConfig } from './config.ts';
import { consumePublicDataChanged } from './events/public-data-changed.ts';
import { consumeSessionRevoked } from './events/session-revoked.ts';
import { registerCompression } from './plugins/compression.ts';
import { guardPublicPaths } from './plugins/guard-public-paths.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { requireSignature } from './plugins/require-signature.ts';
import { setSecurityHeaders } from './plugins/security-headers.ts';
import { createIdentityAssertions } from './plugins/identity-assertion.ts';
import { actForCustomer, useImpersonationAt } from './plugins/impersonation.ts';
import { resolveIdentity } from './plugins/resolve-identity.ts';
import { askAccountService, checkSessions } from './plugins/session-check.ts';
import { requireStaffAccess } from './plugins/require-staff-access.ts';
import { askAccountAboutStaff, resolveStaff } from './plugins/staff-sessions.ts';
import { recognizeWebServerCalls } from './plugins/web-server-calls.ts';
import { serveOpenApiDocument } from './routes/openapi-document.ts';
import { createPageCache, PAGE_CACHE_PREFIX } from './routes/page-cache.ts';
import { cachedPublicRoutes, registerPublicCache } from './routes/public-cache.ts';
import { apiEndpoints, providerWebhooks } from './routes/api-endpoints.ts';
import { registerProxies } from './routes/register-proxies.ts';
import { serviceRoutes } from './routes/service-routes.ts';
import { widgetRoutes } from './routes/widget-routes.ts';
import type { GatewayStore } from './stores/gateway-store.ts';
import { LiveSessions } from './stores/live-sessions.ts';
import { MemoryStore } from './stores/memory-store.ts';
import { RedisStore } from './stores/redis-store.ts';
import { upstreamOf } from './upstreams.ts';

export type TGateway = { app: TServiceApp; start(): Promise<void>; stop(): Promise<void> };

/**
 * The BFF: one public entry that checks signatures, turns the jwt cookie into a trusted identity,
 * rate-limits each visitor's API calls and page views, and fans `/api/*` out to the services, the
 * keyed traffic of the data API (`/v1`) and of the embeddable widget (`/widget`, `/animAPI`, …) to
 * theirs, unsigned and without cookies, and everything else to the web app. Its health, readiness and metrics are on the operational port
 * (`OPS_PORT`, `app.ops`) only.
 */
export async function buildGateway(options: {
  config: TGatewayConfig;
  logger: Logger;
  bus: EventBus;
}): Promise<TGateway> {
  const { config, logger, bus } = options;
  const store: GatewayStore = config.REDIS_URL
    ? RedisStore.connect(config.REDIS_URL, logger.child({ component: 'redis' }))
    : new MemoryStore();
  const app = createServiceApp({
    name: 'gateway',
    logger,
    // Bodies (JSON or form-encoded, SPEC §7) stream through to the services, which parse them.
    parseFormBodies: false,
    trustProxy: config.TRUSTED_PROXIES.split(',').map((entry) => entry.trim()),
    // Ready on itself alone: without Redis it limits in process and skips its cache, without Kafka its
    // cache lives out its TTL (docs/decisions/0012). Both still show in /readyz's body and dependency_up.
    dependencyChecks: [
      { name: 'store', check: () => store.ping() },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  // One span per request, started by the gateway rather than by the http instrumentation (cheaper
  // per call); its proxies pass that span's context on to the service (register-proxies.ts).
  traceServerRequests(app.server);
  const invalidations = createCounter(
    app.metrics,
    'gateway_public_cache_invalidations_total',
    'Public data cache drops caused by catalogue and docs events, by source service',
    ['source'],
  );
  const cacheOutcomes = createCounter(
    app.metrics,
    'gateway_public_cache_requests_total',
    'Calls to cached public routes by route and outcome (hit, miss, or bypass for a body the cache cannot key)',
    ['route', 'outcome'],
  );

  const consumed = createCounter(
    app.metrics,
    'gateway_events_consumed_total',
    'Events received by the gateway, by type and outcome (processed or duplicate)',
    ['type', 'outcome'],
  );

  const webServerCalls = createCounter(
    app.metrics,
    'gateway_web_server_calls_total',
    'API calls presenting the web server token, by whether it was valid (valid ones are not rate-counted)',
    ['credential'],
  );
  const rateLimitRefusals = createCounter(
    app.metrics,
    'gateway_rate_limit_refusals_total',
    'Requests refused with 429 because the visitor spent their budget, by kind (api, page or widget)',
    ['kind'],
  );

  // First, so that every answer, even a refusal by the checks below, carries the security headers.
  setSecurityHeaders(app, { imageSources: config.CSP_IMAGE_SOURCES });
  guardPublicPaths(app);
  await registerCompression(app);
  await app.register(cookie);
  resolveIdentity(app, { jwtSecret: config.JWT_SECRET });
  recognizeWebServerCalls(app, { token: config.WEB_SERVER_TOKEN, calls: webServerCalls });
  await registerRateLimits(app, {
    redis: store instanceof RedisStore ? store.redis : undefined,
    perIp: config.RATE_LIMIT_IP_PER_MINUTE,
    perUser: config.RATE_LIMIT_USER_PER_MINUTE,
    webhooks: providerWebhooks(),
    perWebhookIp: config.RATE_LIMIT_WEBHOOK_PER_MINUTE,
    perWidgetIp: config.RATE_LIMIT_WIDGET_PER_MINUTE,
    refusals: rateLimitRefusals,
  });
  requireSignature(app, config.SIGNING_SECRET, providerWebhooks());
  const sessions = new LiveSessions(
    askAccountService({ accountUrl: upstreamOf(config, 'account'), secret: config.INTERNAL_SECRET_GATEWAY }),
    { ttlMs: 1000, maxEntries: 50_000 },
  );
  checkSessions(app, {
    sessions,
    checks: createCounter(
      app.metrics,
      'gateway_session_checks_total',
      'Sessions checked before a signed-in API call, by outcome (cached, live, refused, unreachable)',
      ['outcome'],
    ),
  });
  // Back-office calls: the staff session of `staff_jwt`, then each staff endpoint's permission (ADR 0019).
  resolveStaff(app, {
    jwtSecret: config.JWT_SECRET,
    ask: askAccountAboutStaff({ accountUrl: upstreamOf(config, 'account'), secret: config.INTERNAL_SECRET_GATEWAY }),
    checks: createCounter(
      app.metrics,
      'gateway_staff_session_checks_total',
      'Staff sessions checked before a back-office call, by outcome (live, refused, invalid, unreachable)',
      ['outcome'],
    ),
  });
  requireStaffAccess(app, apiEndpoints());
  const assertIdentity = createIdentityAssertions(config.GATEWAY_IDENTITY_PRIVATE_KEY);
  const cachedRoutes = cachedPublicRoutes(config);
  await registerPublicCache(app, {
    routes: cachedRoutes,
    store,
    ttlSeconds: config.PUBLIC_CACHE_TTL_SECONDS,
    outcomes: cacheOutcomes,
    assertIdentity,
  });
  serveOpenApiDocument(app);
  await registerProxies(app, {
    routes: serviceRoutes(config),
    webUrl: upstreamOf(config, 'web'),
    dataApiUrl: upstreamOf(config, 'data-api'),
    widgetRoutes: widgetRoutes(config),
    pageCache: { cache: createPageCache(store), ttlSeconds: config.PAGE_CACHE_TTL_SECONDS },
    answeredByGateway: cachedRoutes,
    assertIdentity,
    beforeProxying: actForCustomer({
      use: useImpersonationAt({ accountUrl: upstreamOf(config, 'account'), secret: config.INTERNAL_SECRET_GATEWAY }),
      uses: createCounter(
        app.metrics,
        'gateway_impersonation_uses_total',
        'Staff requests acting for a customer, by outcome (accepted, refused, unreachable)',
        ['outcome'],
      ),
    }),
  });

  return {
    app,
    async start() {
      // Never waits long: without Redis the gateway starts and limits in process (docs/decisions/0012).
      if (store instanceof RedisStore) await store.whenConnected(2000);
      await consumePublicDataChanged({
        bus,
        store,
        routes: cachedRoutes,
        alsoDropped: [PAGE_CACHE_PREFIX],
        logger,
        invalidations,
        consumed,
      });
      // Only a speed-up: without it a revoked session is refused once its answer expires (1 s).
      void consumeSessionRevoked({ bus, sessions, logger }).catch((error: unknown) =>
        logger.error({ err: error }, 'session revocations not consumed; sessions expire from memory within 1 s'),
      );
      await listenServiceApp(app, config);
    },
    async stop() {
      await drainServiceApp(app);
      logger.info('requests drained');
      await bus.stopConsumers();
      logger.info('consumers stopped');
      await store.close();
    },
  };
}
