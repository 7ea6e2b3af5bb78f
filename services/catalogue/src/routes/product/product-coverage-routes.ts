import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { listProductCoverage } from '../../use-cases/list-product-coverage.ts';

/** What the data API checks a subscriber's calls against (`/internal/*`, caller `data-api`): each product's leagues. */
export function registerProductCoverageRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.getProductCoverage, async () => listProductCoverage(deps));
}
