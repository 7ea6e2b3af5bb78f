import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';
import { ZLang } from '../common/lang.ts';
import { ZPlanOffer } from './plan.ts';
import { ZProduct, ZSportType } from './product.ts';

export const ZProductCardsQuery = z.object({ sportType: ZSportType, lang: ZLang });
export const ZProductDetailQuery = z.object({ productId: ZRowId, lang: ZLang });

/** The cheapest active monthly plan ("from $99 / month"); null when the product has none. */
export const ZFromPrice = z.object({ amount: z.number().int(), currency: z.number().int(), period: z.number().int() });

export const ZProductCard = z.object({
  productId: z.number().int(),
  name: z.string(),
  tag: z.number().int().nullable(),
  sellingPoints: z.array(z.string()),
  fromPrice: ZFromPrice.nullable(),
  leaguesCount: z.number().int(),
  isPromotion: z.boolean(),
});
export type TProductCard = z.infer<typeof ZProductCard>;
export const ZProductCards = z.object({ productList: z.array(ZProductCard) });

/**
 * The product page: the product's record (ZProduct, without the sort order that only orders lists)
 * with its name and texts in the asked language, its interfaces, leagues and plans.
 */
export const ZProductFull = ZProduct.omit({ sortOrder: true }).extend({
  name: z.string(),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  sellingPoints: z.array(z.string()),
  /** `docRef` opens the endpoint's document: `/docs?id={docRef}` (docs/decisions/0007). */
  interfaces: z.array(z.object({ name: z.string(), docRef: z.string() })),
  availableLeagues: z.array(
    z.object({ leagueId: z.number().int(), name: z.string(), type: z.number().int(), country: z.string() }),
  ),
  fromPrice: ZFromPrice.nullable(),
  plans: z.array(ZPlanOffer),
});
export type TProductFull = z.infer<typeof ZProductFull>;
