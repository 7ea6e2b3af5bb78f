import type { TProductChanges } from '@matchwire/contracts/catalogue/product';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findProductForUpdate, saveProduct, type TProductRow } from '../db/product-repository.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';

/**
 * Changes a product and records `catalogue.product-changed.v1` in the outbox in the same
 * transaction, so the change and its event are committed together or not at all.
 */
export async function updateProduct(
  deps: TCatalogueDeps,
  productId: number,
  changes: TProductChanges,
): Promise<TProductRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const existing = await findProductForUpdate(tx, productId);
    if (!existing) throw new AppError('productNotFound');
    const updated = await saveProduct(tx, productId, changes);
    await publish(productChangedEvent(updated, ChangeKind.UPDATED));
    return updated;
  });
}
