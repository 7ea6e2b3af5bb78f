import { internalConfigKeys } from '@matchwire/contracts/catalogue/system-config';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findVisibleProductsWithDetails, type TProductWithDetail } from '../db/product-repository.ts';
import { findConfigValue } from '../db/system-config-repository.ts';
import { computePromotionCycle, type TPromotionCycle } from '../promotion/promotion-cycle.ts';

/**
 * The $49-per-top-league promotion: the promoted products (by sport, then menu order) and today's
 * place in the 14-day cycle. With the `promotionPage` setting "false" the page is off and there are none.
 */
export async function listPromotionProducts(
  { db, clock }: TCatalogueDeps,
  input: { isTester: boolean },
): Promise<{ products: TProductWithDetail[]; cycle: TPromotionCycle }> {
  const cycle = computePromotionCycle(await findConfigValue(db, internalConfigKeys.promotionCycleStart), clock());
  if ((await findConfigValue(db, 'promotionPage'))?.trim() === 'false') return { products: [], cycle };
  const products = await findVisibleProductsWithDetails(db, { isPromotion: true, includeTesterOnly: input.isTester });
  return { products, cycle };
}
