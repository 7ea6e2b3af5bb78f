import { z } from 'zod/mini';
import type { TApiClient } from '~/lib/api/api-request';
import type { TSportType } from '../sports';

const ZProduct = z.object({
  productId: z.number(),
  englishName: z.string(),
  tag: z.optional(z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3)]))),
});
const ZProductList = z.object({ productList: z.array(ZProduct) });

export type TProduct = z.infer<typeof ZProduct>;

export async function getProductList(api: TApiClient, sportType: TSportType): Promise<TProduct[]> {
  const data = await api.get<unknown>('/api/product/list', { sportType }, { isQuiet: true });
  return ZProductList.parse(data).productList;
}
