import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';
import type { TSportType } from './get-product-list';

export const ZMoney = z.object({ amount: z.number(), currency: z.number() });
export const ZFromPrice = z.extend(ZMoney, { period: z.number() });

const ZProductCard = z.object({
  productId: z.number(),
  name: z.string(),
  tag: z.optional(z.nullable(z.number())),
  sellingPoints: z._default(z.array(z.string()), []),
  fromPrice: z.optional(z.nullable(ZFromPrice)),
  leaguesCount: z._default(z.number(), 0),
  isPromotion: z._default(z.boolean(), false),
});
const ZProductCards = z.object({ productList: z.array(ZProductCard) });

export type TProductCard = z.infer<typeof ZProductCard>;
export type TFromPrice = z.infer<typeof ZFromPrice>;

export async function getProductCards(api: TApiClient, sportType: TSportType, lang: TLang): Promise<TProductCard[]> {
  const data = await api.get<unknown>('/api/product/listDetail', { sportType, lang }, { isQuiet: true });
  return ZProductCards.parse(data).productList;
}

export function getProductCardsQueryOptions(sportType: TSportType, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['catalogue', 'product-cards', sportType, lang],
    queryFn: () => getProductCards(api, sportType, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useProductCards(sportType: TSportType, lang: TLang) {
  return useQuery(getProductCardsQueryOptions(sportType, lang));
}
