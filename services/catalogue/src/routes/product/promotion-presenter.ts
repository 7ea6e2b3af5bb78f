import type { TLang } from '@matchwire/contracts/common/lang';
import type { TPromotionList } from '@matchwire/contracts/catalogue/promotion';
import type { TProductWithDetail } from '../../db/product-repository.ts';
import { promotionPrice, type TPromotionCycle } from '../../promotion/promotion-cycle.ts';
import { productName } from './product-presenter.ts';

/** The promoted products grouped by sport (in the order they come), each at the promotion price. */
export function toPromotionList(products: TProductWithDetail[], cycle: TPromotionCycle, lang: TLang): TPromotionList {
  const sportProduct: TPromotionList['sportProduct'] = [];
  for (const row of products) {
    let group = sportProduct.find((candidate) => candidate.sportType === row.product.sportType);
    if (!group) {
      group = { sportType: row.product.sportType, product: [] };
      sportProduct.push(group);
    }
    group.product.push({
      productId: row.product.productId,
      name: productName(row, lang),
      price: { ...promotionPrice },
    });
  }
  return { sportProduct, cycle };
}
