import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

export const SPORT_TYPE = { football: 1, basketball: 2, esports: 3 } as const;
export type TSportType = (typeof SPORT_TYPE)[keyof typeof SPORT_TYPE];
export type TSportName = keyof typeof SPORT_TYPE;

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

export function getProductListQueryOptions(sportType: TSportType, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['catalogue', 'product-list', sportType],
    queryFn: () => getProductList(api, sportType),
    staleTime: 5 * 60 * 1000,
    // SPEC 4: the product list is fetched without the loading progress bar.
    meta: { showProgress: false },
  });
}

export function useProductList(sportType: TSportType) {
  return useQuery(getProductListQueryOptions(sportType));
}
