import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findVisibleProducts } from '../db/product-repository.ts';
import type { TProductListItem } from '../schemas/product.ts';

/** Enabled products of a sport for the menus; tester-only products only for testers. */
export async function listProducts(
  db: TCatalogueDb,
  input: { sportType: number; isTester: boolean },
): Promise<TProductListItem[]> {
  const rows = await findVisibleProducts(db, { sportType: input.sportType, includeTesterOnly: input.isTester });
  return rows.map((row) => ({
    productId: row.productId,
    englishName: row.englishName,
    tag: row.tag === 1 || row.tag === 2 || row.tag === 3 ? row.tag : null,
  }));
}
