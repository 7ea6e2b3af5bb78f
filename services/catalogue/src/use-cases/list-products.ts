import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findVisibleProducts, type TProductRow } from '../db/product-repository.ts';

/** Enabled products of a sport for the menus; tester-only products only for testers. */
export async function listProducts(
  { db }: TCatalogueDeps,
  input: { sportType: number; isTester: boolean },
): Promise<TProductRow[]> {
  return findVisibleProducts(db, { sportType: input.sportType, includeTesterOnly: input.isTester });
}
