import { fileURLToPath } from 'node:url';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { TServiceApp } from '@matchwire/kit/http/create-service-app';
import type { Logger } from '@matchwire/kit/logger';
import { verifyIdentity } from '@matchwire/kit/http/verify-identity';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TCatalogueDeps } from './catalogue-deps.ts';
import type { TCatalogueConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { createHttpDocRefResolver } from './docs/doc-ref-resolver.ts';
import { registerPlanRoutes } from './routes/internal/plans.ts';
import { registerSetHomeBannerRoute } from './routes/internal/set-home-banner.ts';
import { registerSetSystemConfigRoute } from './routes/internal/set-system-config.ts';
import { registerSetProductInterfacesRoute } from './routes/internal/set-product-interfaces.ts';
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
  const service = createPublishingService({
    name: 'catalogue',
    config,
    logger,
    bus,
    schema,
    migrationsFolder,
    seedDemoData,
    internalSecrets: { backoffice: config.INTERNAL_SECRET_BACKOFFICE },
  });
  const { app, db, outboxRelay } = service;
  verifyIdentity(app, { publicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY, audience: 'catalogue' });
  const deps: TCatalogueDeps = {
    db,
    outboxRelay,
    logger,
    clock: options.clock ?? (() => new Date()),
    docRefs: createHttpDocRefResolver({ docsUrl: config.DOCS_URL, catalogueSecret: config.INTERNAL_SECRET_CATALOGUE }),
  };
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
  registerSetProductInterfacesRoute(app, deps);
  registerPlanRoutes(app, deps);
  registerSetHomeBannerRoute(app, deps);
  registerSetSystemConfigRoute(app, deps);

  return { app, deps, start: service.start, stop: service.stop };
}
