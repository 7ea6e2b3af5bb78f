import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import type { TSportType } from '../sports';

/** A product of a sport's menu. */
export type TProduct = TRouteData<'GET /api/product/list'>['productList'][number];

export async function getProductList(api: TApiClient, sportType: TSportType): Promise<TProduct[]> {
  const { productList } = await api.call('GET /api/product/list', { query: { sportType } }, { isQuiet: true });
  return productList;
}
