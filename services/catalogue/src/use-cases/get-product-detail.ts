import { productStatuses } from '@matchwire/contracts/catalogue/product';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findActivePlans, type TPlanRow } from '../db/plan-repository.ts';
import { findProductWithDetail, type TProductWithDetail } from '../db/product-repository.ts';

/** A product with its page texts and its active plans: what a product card or page shows. */
export type TProductOffer = { row: TProductWithDetail; activePlans: TPlanRow[] };

/**
 * A product in full with its active plans. Disabled products, and tester-only products asked
 * for by anyone but a tester, answer exactly like unknown ones (12003), so their existence is not revealed.
 */
export async function getProductDetail(
  { db }: TCatalogueDeps,
  input: { productId: number; isTester: boolean },
): Promise<TProductOffer> {
  const row = await findProductWithDetail(db, input.productId);
  const isVisible =
    row !== undefined &&
    row.product.status === productStatuses.enabled &&
    (!row.product.isOnlyTesterVisible || input.isTester);
  if (!isVisible) throw new AppError('productNotFound');
  return { row, activePlans: await findActivePlans(db, [input.productId]) };
}
