import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TCatalogueDeps } from './catalogue-deps.ts';
import type { TCatalogueConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { createHttpDocRefResolver } from './docs/doc-ref-resolver.ts';
import { registerLinkRoutes } from './routes/link/link-routes.ts';
import { registerPlanOfferRoutes } from './routes/product/plan-offer-routes.ts';
import { registerProductCoverageRoutes } from './routes/product/product-coverage-routes.ts';
import { registerProductEditRoutes } from './routes/product/product-edit-routes.ts';
import { registerProductRoutes } from './routes/product/product-routes.ts';
import { registerSystemConfigRoutes } from './routes/setting/system-config-routes.ts';
import { registerHomeBannerRoutes } from './routes/subscribe/home-banner-routes.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TCatalogueService = TBuiltService<TCatalogueDeps>;

/**
 * Builds the catalogue service: products with their plans, details and promotion, partner
 * links, the home banner, marketing interest and system config.
 */
export function buildCatalogueService(
  options: TServiceParts<TCatalogueConfig> & { clock?: () => Date },
): TCatalogueService {
  const { config } = options;
  const service = createPublishingService({
    ...options,
    name: 'catalogue',
    schema,
    migrationsFolder,
    seedDemoData,
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
  });
  const { app } = service;
  const deps: TCatalogueDeps = {
    ...service.deps,
    clock: options.clock ?? (() => new Date()),
    docRefs: createHttpDocRefResolver({ docsUrl: config.DOCS_URL, catalogueSecret: config.INTERNAL_SECRET_CATALOGUE }),
  };
  // createPublishingService refuses any route without a definition (packages/contracts/src/catalogue/endpoints.ts).
  const serve = endpointServer(app);
  registerProductRoutes(serve, deps);
  registerProductEditRoutes(serve, deps);
  registerPlanOfferRoutes(serve, deps);
  registerProductCoverageRoutes(serve, deps);
  registerLinkRoutes(serve, deps);
  registerHomeBannerRoutes(serve, deps);
  registerSystemConfigRoutes(serve, deps);

  return { app, deps, start: service.start, stop: service.stop };
}
