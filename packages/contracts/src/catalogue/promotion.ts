import { z } from 'zod';
import { ZLang } from '../common/lang.ts';
import { ZPrice } from './plan.ts';

export const ZPromotionQuery = z.object({ lang: ZLang });

export const ZPromotionList = z.object({
  sportProduct: z.array(
    z.object({
      sportType: z.number().int(),
      product: z.array(z.object({ productId: z.number().int(), name: z.string(), price: ZPrice })),
    }),
  ),
  cycle: z.object({ startDate: z.string(), cycleDays: z.number().int(), daysLeft: z.number().int() }),
});
export type TPromotionList = z.infer<typeof ZPromotionList>;
