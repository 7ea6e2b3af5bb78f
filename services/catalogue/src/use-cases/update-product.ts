import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findProductForUpdate, saveProduct, type TProductRow } from '../db/product-repository.ts';
import { eventTables } from '../db/schema.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';
import type { TProductChanges } from '../schemas/product.ts';

/**
 * Changes a product and records `catalogue.product-changed.v1` in the outbox in the same
 * transaction, so the change and its event are committed together or not at all.
 */
export async function updateProduct(
  db: TCatalogueDb,
  productId: number,
  changes: TProductChanges,
): Promise<TProductRow> {
  return db.transaction(async (tx) => {
    const existing = await findProductForUpdate(tx, productId);
    if (!existing) throw new AppError('productNotFound');
    const updated = await saveProduct(tx, productId, changes);
    await enqueueEvents(tx, eventTables, [productChangedEvent(updated, ChangeKind.UPDATED)]);
    return updated;
  });
}
