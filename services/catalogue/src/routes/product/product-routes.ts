import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { isSignedInTester, requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { addMarketingInterest } from '../../use-cases/add-marketing-interest.ts';
import { getProductDetail } from '../../use-cases/get-product-detail.ts';
import { listProductCards } from '../../use-cases/list-product-cards.ts';
import { listProducts } from '../../use-cases/list-products.ts';
import { listPromotionProducts } from '../../use-cases/list-promotion-products.ts';
import { toProductCard, toProductFull, toProductListItem } from './product-presenter.ts';
import { toPromotionList } from './promotion-presenter.ts';

/** `/api/product/*`: the menus, the sport pages' cards, a product page, the promotion, marketing interest. */
export function registerProductRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.listProducts, async (request) => {
    const rows = await listProducts(deps, { sportType: request.query.sportType, isTester: isSignedInTester(request) });
    return { productList: rows.map(toProductListItem) };
  });

  serve(catalogueEndpoints.listProductCards, async (request) => {
    const { sportType, lang } = request.query;
    const offers = await listProductCards(deps, { sportType, isTester: isSignedInTester(request) });
    return { productList: offers.map((offer) => toProductCard(offer, lang)) };
  });

  serve(catalogueEndpoints.productDetail, async (request) => {
    const { productId, lang } = request.query;
    return toProductFull(await getProductDetail(deps, { productId, isTester: isSignedInTester(request) }), lang);
  });

  serve(catalogueEndpoints.promotionList, async (request) => {
    const { products, cycle } = await listPromotionProducts(deps, { isTester: isSignedInTester(request) });
    return toPromotionList(products, cycle, request.query.lang);
  });

  // Signed-in only: the endpoint server checks the caller before the body, so a visitor gets 11007 whatever they sent.
  serve(catalogueEndpoints.addMarketingInterest, async (request) => {
    await addMarketingInterest(deps, { ...requireSignedInUser(request), productIds: request.body.productIds });
    return {};
  });
}
