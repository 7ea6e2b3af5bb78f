import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findActivePlans } from '../db/plan-repository.ts';
import { findVisibleProductsWithDetails } from '../db/product-repository.ts';
import type { TProductOffer } from './get-product-detail.ts';

/** The products of a sport page with their active plans; tester-only products only for testers. */
export async function listProductCards(
  { db }: TCatalogueDeps,
  input: { sportType: number; isTester: boolean },
): Promise<TProductOffer[]> {
  const rows = await findVisibleProductsWithDetails(db, {
    sportType: input.sportType,
    includeTesterOnly: input.isTester,
  });
  const activePlans = await findActivePlans(
    db,
    rows.map((row) => row.product.productId),
  );
  return rows.map((row) => ({
    row,
    activePlans: activePlans.filter((plan) => plan.productId === row.product.productId),
  }));
}
