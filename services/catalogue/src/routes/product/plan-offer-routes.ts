import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { getPlanOffer } from '../../use-cases/get-plan-offer.ts';
import { toPlanOffers } from './plan-presenter.ts';

/** What the billing service charges (`/internal/*`, caller `billing`): the price a product page shows. */
export function registerPlanOfferRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.getPlanOffer, async (request) => {
    const { params, query } = request;
    const { row, activePlans, plan } = await getPlanOffer(deps, { ...params, isTester: query.tester === 'true' });
    const offer = toPlanOffers(activePlans).find((candidate) => candidate.planId === plan.planId)!;
    const { productId, englishName, sportType } = row.product;
    return { product: { productId, englishName, sportType }, plan: offer };
  });
}
