import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findActivePlans } from '../db/plan-repository.ts';
import { findVisibleProductsWithDetails } from '../db/product-repository.ts';
import { toProductCard } from '../presenters/product-presenter.ts';
import type { TLang } from '../schemas/lang.ts';
import type { TProductCard } from '../schemas/product-detail.ts';

/** The product cards of a sport page, with "from" prices; tester-only products only for testers. */
export async function listProductCards(
  db: TCatalogueDb,
  input: { sportType: number; isTester: boolean; lang: TLang },
): Promise<TProductCard[]> {
  const rows = await findVisibleProductsWithDetails(db, {
    sportType: input.sportType,
    includeTesterOnly: input.isTester,
  });
  const activePlans = await findActivePlans(
    db,
    rows.map((row) => row.product.productId),
  );
  return rows.map((row) =>
    toProductCard(
      row,
      activePlans.filter((plan) => plan.productId === row.product.productId),
      input.lang,
    ),
  );
}
