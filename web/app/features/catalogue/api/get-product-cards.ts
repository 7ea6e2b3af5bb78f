import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import type { TSportType } from '../sports';

/** A product card of a sport page. */
export type TProductCard = TRouteData<'GET /api/product/listDetail'>['productList'][number];

export async function getProductCards(api: TApiClient, sportType: TSportType, lang: TLang): Promise<TProductCard[]> {
  const { productList } = await api.call(
    'GET /api/product/listDetail',
    { query: { sportType, lang } },
    { isQuiet: true },
  );
  return productList;
}
