import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createObjectStore } from '@matchwire/kit/object-store/object-store-config';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import { redisOrMemoryStore } from '@matchwire/kit/redis-or-memory-store';
import type { TAnimationDeps } from './animation-deps.ts';
import type { TAnimationConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { startPublishedCacheConsumer } from './events/consumers/published-cache.ts';
import { registerAnimConfigRoutes } from './routes/config/anim-config-routes.ts';
import { registerImageRoutes } from './routes/image/image-routes.ts';
import { registerConfigStatusRoutes } from './routes/internal/config-status-routes.ts';
import { registerMaterialRoutes } from './routes/material/material-routes.ts';
import { MemoryPublishedCache } from './published/memory-published-cache.ts';
import type { PublishedCache } from './published/published-cache.ts';
import { RedisPublishedCache } from './published/redis-published-cache.ts';
import { seedMaterials } from './seed/seed-materials.ts';
import { buildWidgetService } from './widget/widget-service.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TAnimationService = TBuiltService<TAnimationDeps>;

/**
 * Builds the animation service: customers' live-animation widget configs (materials, fence images,
 * domain whitelist, access key, status), their publication, and what embedded widgets read
 * (docs/contracts/animation.md).
 */
export function buildAnimationService(
  options: TServiceParts<TAnimationConfig> & {
    clock?: () => Date;
  },
): TAnimationService {
  const { config, logger, bus } = options;
  const publishedCache = redisOrMemoryStore<PublishedCache>(config.REDIS_URL, logger, {
    inRedis: RedisPublishedCache.connect,
    inMemory: () => new MemoryPublishedCache(),
  });
  const objectStore = createObjectStore(config);
  const service = createPublishingService({
    ...options,
    name: 'animation',
    schema,
    migrationsFolder,
    trustProxy: config.TRUSTED_PROXIES,
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
    resources: [publishedCache, objectStore],
  });
  const { app } = service;
  const deps: TAnimationDeps = {
    ...service.deps,
    clock: options.clock ?? (() => new Date()),
    objectStore,
    uploadToken: config.UPLOAD_TOKEN,
    publishedCache,
  };
  // createPublishingService refuses any route without a definition (packages/contracts/src/animation/endpoints.ts).
  const serve = endpointServer(app);
  registerAnimConfigRoutes(serve, deps);
  registerMaterialRoutes(serve, deps);
  registerImageRoutes(serve, deps);
  registerConfigStatusRoutes(serve, deps);
  const widgets = buildWidgetService(app, serve, deps, config);

  return {
    app,
    deps,
    async start() {
      await service.start();
      // The materials are reference data, written at every start; there is no demo data.
      await seedMaterials(deps.db);
      // Stopped with the service's other consumers (bus.stopConsumers in service.stop).
      await startPublishedCacheConsumer(deps, bus);
      await widgets.start(bus);
    },
    async stop() {
      widgets.stop();
      await service.stop();
    },
  };
}
