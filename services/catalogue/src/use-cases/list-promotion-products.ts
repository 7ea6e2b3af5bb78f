import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findVisibleProductsWithDetails } from '../db/product-repository.ts';
import { findConfigValue } from '../db/system-config-repository.ts';
import { productName } from '../presenters/product-presenter.ts';
import { computePromotionCycle, promotionPrice } from '../promotion/promotion-cycle.ts';
import type { TLang } from '../schemas/lang.ts';
import type { TPromotionList } from '../schemas/promotion.ts';
import { internalConfigKeys } from '../schemas/system-config.ts';

/**
 * The $49-per-top-league promotion: promoted products grouped by sport (1, 2, 3) and the
 * 14-day countdown. With the `promotionPage` setting "false" the page is off and the list empty.
 */
export async function listPromotionProducts(
  db: TCatalogueDb,
  input: { isTester: boolean; lang: TLang; now: Date },
): Promise<TPromotionList> {
  const cycle = computePromotionCycle(await findConfigValue(db, internalConfigKeys.promotionCycleStart), input.now);
  if ((await findConfigValue(db, 'promotionPage'))?.trim() === 'false') return { sportProduct: [], cycle };

  const rows = await findVisibleProductsWithDetails(db, { isPromotion: true, includeTesterOnly: input.isTester });
  const sportProduct: TPromotionList['sportProduct'] = [];
  for (const row of rows) {
    let group = sportProduct.find((candidate) => candidate.sportType === row.product.sportType);
    if (!group) {
      group = { sportType: row.product.sportType, product: [] };
      sportProduct.push(group);
    }
    group.product.push({
      productId: row.product.productId,
      name: productName(row, input.lang),
      price: { ...promotionPrice },
    });
  }
  return { sportProduct, cycle };
}
