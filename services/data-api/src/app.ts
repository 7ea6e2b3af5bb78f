import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { dataApiPrefix } from '@matchwire/contracts/data-api/interfaces';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import { redisOrMemoryStore } from '@matchwire/kit/redis-or-memory-store';
import { EntitlementDirectory } from '@matchwire/kit/entitlements/entitlement-directory';
import { InterfaceSwitches } from './access/interface-switches.ts';
import { KeyDirectory } from './access/key-directory.ts';
import { ProductCoverage } from './access/product-coverage.ts';
import { createUpstreams } from './access/upstreams.ts';
import type { TDataApiConfig } from './config.ts';
import type { TDataApiDeps } from './data-api-deps.ts';
import * as schema from './db/schema.ts';
import { countTrialCallsOn } from './db/usage-repository.ts';
import { startAccessChangesConsumer } from './events/consumers/access-changes.ts';
import { startCustomerAddressesConsumer } from './events/consumers/customer-addresses.ts';
import { startScoreWebhooksConsumer } from './events/consumers/score-webhooks.ts';
import type { CallCounters } from './metering/call-counters.ts';
import { MemoryCounters } from './metering/memory-counters.ts';
import { RedisCounters } from './metering/redis-counters.ts';
import { registerInterfaceStatusRoutes } from './routes/internal/interface-status-routes.ts';
import { registerLiveMatchRoutes } from './routes/internal/live-match-routes.ts';
import { registerScoreWebhookRoutes } from './routes/score-webhook/score-webhook-routes.ts';
import { registerUsageRoutes } from './routes/usage/usage-routes.ts';
import { registerInterfaceRoutes } from './routes/v1/interface-routes.ts';
import { matchEventPublisher, usageFlusher } from './simulator/data-api-jobs.ts';
import { WebhookSender } from './webhooks/webhook-sender.ts';
import { sportsWorld } from './world/sports-world.ts';
import { warmUpWorld } from './world/warm-up.ts';
import type { TWorld } from './world/world.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TDataApiService = TBuiltService<TDataApiDeps>;

/**
 * Builds the data API: the public `/v1` interfaces of the reference, answered from the generated
 * world behind the access checks (keys, whitelists, entitlements, quotas, frequency limits), the
 * metering of every call, the customer's usage, and the live simulator's match events
 * (docs/contracts/data-api.md).
 */
export function buildDataApiService(
  options: TServiceParts<TDataApiConfig> & { clock?: () => Date; world?: TWorld },
): TDataApiService {
  const { config, logger, bus } = options;
  const counters = redisOrMemoryStore<CallCounters>(config.REDIS_URL, logger, {
    // A trial's day count lost with Redis starts again from the calls PostgreSQL holds (service's pool, made below).
    inRedis: (url, redisLogger): RedisCounters =>
      RedisCounters.connect(url, redisLogger, (userId, sportType, day): Promise<number> =>
        countTrialCallsOn(service.deps.db, userId, sportType, day),
      ),
    inMemory: () => new MemoryCounters(),
  });
  // No demo data to seed: the world is generated, the demo customer's key and grants are account's and billing's.
  const service = createPublishingService({
    ...options,
    name: 'data-api',
    schema,
    migrationsFolder,
    trustProxy: config.TRUSTED_PROXIES,
    // Customers' calls are metered (the usage page, /metrics): a log line each would cost more than the call.
    isUnloggedRequest: (url) => url.startsWith(`${dataApiPrefix}/`),
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
    resources: [counters],
  });
  const { app } = service;
  const upstreams = createUpstreams({
    accountUrl: config.ACCOUNT_URL,
    billingUrl: config.BILLING_URL,
    catalogueUrl: config.CATALOGUE_URL,
    secret: config.INTERNAL_SECRET_DATA_API,
  });
  const clock = options.clock ?? (() => new Date());
  const deps: TDataApiDeps = {
    ...service.deps,
    clock,
    keys: new KeyDirectory(upstreams.lookUpKey),
    entitlements: new EntitlementDirectory(upstreams.getEntitlements),
    coverage: new ProductCoverage(upstreams.getProductCoverage),
    switches: new InterfaceSwitches(),
    counters,
    world: options.world ?? sportsWorld,
    frequencyLimitFactor: config.FREQUENCY_LIMIT_FACTOR,
  };
  // createPublishingService refuses any route without a definition (packages/contracts/src/data-api/).
  const serve = endpointServer(app);
  registerUsageRoutes(serve, deps);
  registerInterfaceStatusRoutes(serve, deps);
  registerLiveMatchRoutes(serve, deps);
  registerInterfaceRoutes(app, deps);
  const webhookSender = new WebhookSender(deps, {
    intervalMs: config.WEBHOOK_SEND_INTERVAL_MS,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    timeoutMs: 5000,
    batchSize: 20,
    leaseMs: 60_000,
  });
  registerScoreWebhookRoutes(serve, { ...deps, allowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS }, () =>
    webhookSender.kick(),
  );

  const publisher = matchEventPublisher(deps, config.SIMULATOR_INTERVAL_MS);
  const flusher = usageFlusher(deps, config.USAGE_FLUSH_INTERVAL_MS);

  return {
    app,
    deps,
    async start() {
      await service.start();
      await deps.switches.load(deps.db);
      // Stopped with the service's other consumers (bus.stopConsumers in service.stop).
      await startAccessChangesConsumer(deps, bus);
      await startCustomerAddressesConsumer(deps, bus);
      await startScoreWebhooksConsumer(deps, bus, () => webhookSender.kick());
      webhookSender.start();
      publisher.start();
      flusher.start();
      // After listening: readiness does not wait for it, the first customers' answers do not either.
      setImmediate(() => {
        try {
          warmUpWorld(deps.world, clock());
        } catch (error) {
          logger.error({ err: error }, 'the world could not be warmed up; first answers build it');
        }
      });
    },
    // The last usage is written before the pool closes.
    async stop() {
      await publisher.stop();
      await flusher.stopAfterLastPass();
      await webhookSender.stop();
      await service.stop();
    },
  };
}
