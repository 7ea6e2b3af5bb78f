import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findActivePlans } from '../db/plan-repository.ts';
import { findProductWithDetail } from '../db/product-repository.ts';
import { toProductFull } from '../presenters/product-presenter.ts';
import { productStatuses } from '../schemas/product.ts';
import type { TLang } from '../schemas/lang.ts';
import type { TProductFull } from '../schemas/product-detail.ts';

/**
 * A product in full with its active plans. Disabled products, and tester-only products asked
 * for by anyone but a tester, answer exactly like unknown ones (12003), so their existence is not revealed.
 */
export async function getProductDetail(
  db: TCatalogueDb,
  input: { productId: number; isTester: boolean; lang: TLang },
): Promise<TProductFull> {
  const row = await findProductWithDetail(db, input.productId);
  const isVisible =
    row !== undefined &&
    row.product.status === productStatuses.enabled &&
    (!row.product.isOnlyTesterVisible || input.isTester);
  if (!isVisible) throw new AppError('productNotFound');
  const activePlans = await findActivePlans(db, [input.productId]);
  return toProductFull(row, activePlans, input.lang);
}
