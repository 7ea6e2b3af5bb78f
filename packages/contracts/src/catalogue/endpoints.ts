import type { TCachePolicy } from '../endpoint.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZEmpty } from '../envelope.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZHomeBanner, ZHomeBannerChange, ZHomeBannerQuery } from './home-banner.ts';
import { ZLinkClickBody, ZLinkClicks, ZLinkList, ZLinkListQuery } from './link.ts';
import { ZMarketingInterestBody } from './marketing.ts';
import {
  ZNewPlan,
  ZPlan,
  ZPlanChanges,
  ZPlanIdParams,
  ZPlanOfferParams,
  ZPlanOfferQuery,
  ZPlanPurchaseOffer,
} from './plan.ts';
import { ZProductCoverage } from './product-coverage.ts';
import { ZProductCards, ZProductCardsQuery, ZProductDetailQuery, ZProductFull } from './product-detail.ts';
import { ZProductInterfaces, ZProductInterfacesBody } from './product-interfaces.ts';
import { ZProduct, ZProductChanges, ZProductIdParams, ZProductList, ZProductListQuery } from './product.ts';
import { ZPromotionList, ZPromotionQuery } from './promotion.ts';
import {
  ZConfigEntry,
  ZConfigKeyParams,
  ZConfigValue,
  ZConfigValueChange,
  ZSystemConfig,
  ZSystemConfigQuery,
} from './system-config.ts';

/** Every catalogue event drops every cached catalogue answer, whatever changed (docs/architecture.md#public-data-cache-gateway). */
const catalogueCache = {
  droppedBy: ['catalogue.product-changed.v1', 'catalogue.site-content-changed.v1'],
} as const satisfies TCachePolicy;
/** Product answers: signed-in testers also see tester-only products, so they get entries of their own. */
const productCache = { ...catalogueCache, perTester: true } as const satisfies TCachePolicy;

const { publicRoute, signedInRoute, internalRoute, backOfficeRoute } = routeKinds('catalogue');

/** The catalogue service's endpoints: products, plans and promotion, partner links, the home banner, system config. */
export const catalogueEndpoints = {
  listProducts: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/product/list',
    summary: "A sport's enabled products for the menus, in order; tester-only products only for testers.",
    request: { query: ZProductListQuery },
    response: ZProductList,
    cache: productCache,
  }),
  listProductCards: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/product/listDetail',
    summary: "A sport page's product cards with their selling points and 'from' prices.",
    request: { query: ZProductCardsQuery },
    response: ZProductCards,
    cache: productCache,
  }),
  productDetail: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/product/detail',
    summary: 'A product in full with its active plans; unknown, disabled or hidden products: 12003.',
    request: { query: ZProductDetailQuery },
    response: ZProductFull,
    cache: productCache,
  }),
  promotionList: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/product/promotionList',
    summary: 'The $49-per-top-league promotion: promoted products by sport and the 14-day countdown.',
    request: { query: ZPromotionQuery },
    response: ZPromotionList,
    cache: productCache,
  }),
  addMarketingInterest: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/product/marketingUserAddByProductId',
    summary: 'Records that the signed-in user is interested in products; an unknown product: 12003.',
    request: { body: ZMarketingInterestBody },
    response: ZEmpty,
  }),
  homeBanner: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/subscribe/homeBanner',
    summary: "The home page banner's sanitised HTML in the language asked for (English without one); '' when none.",
    request: { query: ZHomeBannerQuery },
    response: ZHomeBanner,
    cache: catalogueCache,
  }),
  getLinks: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/link/getLinks',
    summary: "The footer's partner links, named in the language asked for.",
    request: { query: ZLinkListQuery },
    response: ZLinkList,
    cache: catalogueCache,
  }),
  reportLinkClick: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/link/reportLinkClick',
    summary: 'Counts a click on a partner link; an unknown link: 12005.',
    request: { body: ZLinkClickBody },
    response: ZLinkClicks,
  }),
  getSystemConfig: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/setting/getSystemConfig',
    summary: 'The public system configuration (known keys only), texts in the language asked for.',
    request: { query: ZSystemConfigQuery },
    response: ZSystemConfig,
    cache: catalogueCache,
  }),
  updateProduct: defineEndpoint({
    ...backOfficeRoute,
    method: 'PATCH',
    path: '/internal/products/:productId',
    summary: 'Back office: changes a product; publishes catalogue.product-changed.v1.',
    request: { params: ZProductIdParams, body: ZProductChanges },
    response: ZProduct,
  }),
  setProductInterfaces: defineEndpoint({
    ...backOfficeRoute,
    method: 'PUT',
    path: '/internal/products/:productId/interfaces',
    summary: "Back office: replaces a product's API endpoints, each checked against the docs service.",
    request: { params: ZProductIdParams, body: ZProductInterfacesBody },
    response: ZProductInterfaces,
  }),
  createPlan: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/products/:productId/plans',
    summary: 'Back office: adds a plan to a product; publishes catalogue.product-changed.v1.',
    request: { params: ZProductIdParams, body: ZNewPlan },
    response: ZPlan,
  }),
  updatePlan: defineEndpoint({
    ...backOfficeRoute,
    method: 'PATCH',
    path: '/internal/plans/:planId',
    summary: 'Back office: changes a plan; publishes catalogue.product-changed.v1 for its product.',
    request: { params: ZPlanIdParams, body: ZPlanChanges },
    response: ZPlan,
  }),
  setHomeBanner: defineEndpoint({
    ...backOfficeRoute,
    method: 'PUT',
    path: '/internal/home-banner',
    summary: 'Back office: sets the home banner of a language; answers the sanitised HTML that was stored.',
    request: { body: ZHomeBannerChange },
    response: ZHomeBanner,
  }),
  getPlanOffer: defineEndpoint({
    ...internalRoute('billing'),
    method: 'GET',
    path: '/internal/products/:productId/plans/:planId/offer',
    summary: 'Billing: what a visible product’s active plan costs, with its period discount (12003, 12006 otherwise).',
    request: { params: ZPlanOfferParams, query: ZPlanOfferQuery },
    response: ZPlanPurchaseOffer,
  }),
  getProductCoverage: defineEndpoint({
    ...internalRoute('data-api'),
    method: 'GET',
    path: '/internal/products/coverage',
    summary: "Data API: every product's sport and leagues (what a subscription to it covers).",
    response: ZProductCoverage,
  }),
  getSystemConfigValue: defineEndpoint({
    ...internalRoute('billing'),
    method: 'GET',
    path: '/internal/system-config/:key',
    summary: 'Billing: one system config value as stored (the free-trial days), null when never set.',
    request: { params: ZConfigKeyParams },
    response: ZConfigValue,
  }),
  setSystemConfig: defineEndpoint({
    ...backOfficeRoute,
    method: 'PUT',
    path: '/internal/system-config/:key',
    summary: 'Back office: sets one system config value (notices, promotion toggles, trial days, …).',
    request: { params: ZConfigKeyParams, body: ZConfigValueChange },
    response: ZConfigEntry,
  }),
};
