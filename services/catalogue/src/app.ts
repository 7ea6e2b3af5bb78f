import { fileURLToPath } from 'node:url';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { OutboxRelay } from '@matchwire/kit/bus/outbox';
import { createDatabase, pingDatabase } from '@matchwire/kit/db/database';
import { applyMigrations } from '@matchwire/kit/db/migrate';
import { createServiceApp, type TServiceApp } from '@matchwire/kit/http/create-service-app';
import { protectInternalRoutes } from '@matchwire/kit/http/internal-auth';
import type { Logger } from '@matchwire/kit/logger';
import type { TCatalogueDeps } from './catalogue-deps.ts';
import type { TCatalogueConfig } from './config.ts';
import type { TCatalogueDb } from './db/catalogue-db.ts';
import * as schema from './db/schema.ts';
import { registerPlanRoutes } from './routes/internal/plans.ts';
import { registerSetHomeBannerRoute } from './routes/internal/set-home-banner.ts';
import { registerUpdateProductRoute } from './routes/internal/update-product.ts';
import { registerGetLinksRoute } from './routes/link/get-links.ts';
import { registerReportLinkClickRoute } from './routes/link/report-link-click.ts';
import { registerProductDetailRoute } from './routes/product/detail.ts';
import { registerProductListDetailRoute } from './routes/product/list-detail.ts';
import { registerProductListRoute } from './routes/product/list.ts';
import { registerMarketingUserAddRoute } from './routes/product/marketing-user-add.ts';
import { registerPromotionListRoute } from './routes/product/promotion-list.ts';
import { registerSystemConfigRoute } from './routes/setting/get-system-config.ts';
import { registerHomeBannerRoute } from './routes/subscribe/home-banner.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TCatalogueService = {
  app: TServiceApp;
  deps: TCatalogueDeps;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Builds the catalogue service: products with their plans, details and promotion, partner
 * links, the home banner, marketing interest and system config.
 */
export function buildCatalogueService(options: {
  config: TCatalogueConfig;
  logger: Logger;
  bus: EventBus;
  clock?: () => Date;
}): TCatalogueService {
  const { config, logger, bus } = options;
  const db: TCatalogueDb = createDatabase(config.DATABASE_URL, schema, { applicationName: 'catalogue' });
  const outboxRelay = new OutboxRelay({
    db,
    tables: schema.eventTables,
    bus,
    logger: logger.child({ component: 'outbox' }),
  });
  const deps: TCatalogueDeps = { db, outboxRelay, logger, clock: options.clock ?? (() => new Date()) };

  const app = createServiceApp({
    name: 'catalogue',
    logger,
    readinessChecks: [
      { name: 'database', check: () => pingDatabase(db) },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  protectInternalRoutes(app, config.INTERNAL_TOKEN);
  registerProductListRoute(app, deps);
  registerProductListDetailRoute(app, deps);
  registerProductDetailRoute(app, deps);
  registerPromotionListRoute(app, deps);
  registerMarketingUserAddRoute(app, deps);
  registerHomeBannerRoute(app, deps);
  registerGetLinksRoute(app, deps);
  registerReportLinkClickRoute(app, deps);
  registerSystemConfigRoute(app, deps);
  registerUpdateProductRoute(app, deps);
  registerPlanRoutes(app, deps);
  registerSetHomeBannerRoute(app, deps);

  return {
    app,
    deps,
    async start() {
      const applied = await applyMigrations(db.$client, { migrationsFolder, schema: 'catalogue' });
      logger.info({ applied }, 'migrations applied');
      if (config.SEED_DEMO_DATA) await seedDemoData(db);
      outboxRelay.start();
      await app.listen({ port: config.PORT, host: config.HOST });
    },
    async stop() {
      await app.close();
      await outboxRelay.stop();
      await db.$client.end();
    },
  };
}
