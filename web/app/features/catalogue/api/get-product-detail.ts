import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TProductDetail = TRouteData<'GET /api/product/detail'>;
/** A plan as the product page shows it, with its saving against paying monthly. */
export type TPlanOffer = TProductDetail['plans'][number];

/** Unknown or disabled products answer 12003 with HTTP 404; the loader turns that into the 404 page. */
export async function getProductDetail(api: TApiClient, productId: number, lang: TLang): Promise<TProductDetail> {
  return api.call('GET /api/product/detail', { query: { productId, lang } }, { isQuiet: true });
}
