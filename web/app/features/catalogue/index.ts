/**
 * What other features and the root route may use from the catalogue. Only light, browser-safe
 * modules: no API module (zod), no *.server module and no CSS, so importing this stays cheap.
 */
export type { TProduct } from './api/get-product-list';
export { ProductMenu } from './components/product-menu';
export { ProductTag } from './components/product-tag';
export { SPORT_TYPE, type TSportName, type TSportType } from './sports';
export { productDetailPath } from './utils/product-path';
export { formatMoney } from './utils/price';
