import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { insertPlan, type TPlanRow } from '../db/plan-repository.ts';
import { findProductForUpdate } from '../db/product-repository.ts';
import { eventTables } from '../db/schema.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';
import type { TNewPlan } from '../schemas/plan.ts';

/** Adds a plan to a product; the product counts as changed (`catalogue.product-changed.v1`, same transaction). */
export async function createPlan(db: TCatalogueDb, productId: number, plan: TNewPlan): Promise<TPlanRow> {
  return db.transaction(async (tx) => {
    const product = await findProductForUpdate(tx, productId);
    if (!product) throw new AppError('productNotFound');
    const created = await insertPlan(tx, { productId, ...plan });
    await enqueueEvents(tx, eventTables, [productChangedEvent(product, ChangeKind.UPDATED)]);
    return created;
  });
}
