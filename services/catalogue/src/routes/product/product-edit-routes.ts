import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { createPlan } from '../../use-cases/create-plan.ts';
import { setProductInterfaces } from '../../use-cases/set-product-interfaces.ts';
import { updatePlan } from '../../use-cases/update-plan.ts';
import { updateProduct } from '../../use-cases/update-product.ts';
import { toPlan } from './plan-presenter.ts';

/**
 * The back office's product and plan edits (`/internal/*`, caller `backoffice` only); each
 * publishes `catalogue.product-changed.v1` for the product.
 */
export function registerProductEditRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.updateProduct, async (request) =>
    updateProduct(deps, request.params.productId, request.body),
  );
  serve(catalogueEndpoints.setProductInterfaces, async (request) =>
    setProductInterfaces(deps, request.params.productId, request.body.interfaces),
  );
  serve(catalogueEndpoints.createPlan, async (request) =>
    toPlan(await createPlan(deps, request.params.productId, request.body)),
  );
  serve(catalogueEndpoints.updatePlan, async (request) =>
    toPlan(await updatePlan(deps, request.params.planId, request.body)),
  );
}
