import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import type { TSportType } from '../sports';

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
