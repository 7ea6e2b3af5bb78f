import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { getHomeBanner } from '../../use-cases/get-home-banner.ts';
import { setHomeBanner } from '../../use-cases/set-home-banner.ts';

/** The home page banner, and its back-office edit (answers the sanitised HTML that was stored). */
export function registerHomeBannerRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.homeBanner, async (request) => ({ value: await getHomeBanner(deps, request.query.lang) }));
  serve(catalogueEndpoints.setHomeBanner, async (request) => ({ value: await setHomeBanner(deps, request.body) }));
}
