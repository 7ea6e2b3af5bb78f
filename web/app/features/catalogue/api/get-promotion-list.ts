import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import { ZMoney } from './get-product-cards';

const ZPromotionList = z.object({
  sportProduct: z.array(
    z.object({
      sportType: z.number(),
      product: z.array(z.object({ productId: z.number(), name: z.string(), price: ZMoney })),
    }),
  ),
  cycle: z.object({ startDate: z.string(), cycleDays: z.number(), daysLeft: z.number() }),
});

export type TPromotionList = z.infer<typeof ZPromotionList>;

export async function getPromotionList(api: TApiClient, lang: TLang): Promise<TPromotionList> {
  // SPEC 8: promotion list failures are ignored silently.
  return ZPromotionList.parse(await api.get<unknown>('/api/product/promotionList', { lang }, { isQuiet: true }));
}
