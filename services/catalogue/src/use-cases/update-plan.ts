import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findPlanForUpdate, savePlan, type TPlanRow } from '../db/plan-repository.ts';
import { findProductForUpdate } from '../db/product-repository.ts';
import { eventTables } from '../db/schema.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';
import type { TPlanChanges } from '../schemas/plan.ts';

/** Changes a plan (price, activity, third-party id); its product counts as changed, in the same transaction. */
export async function updatePlan(db: TCatalogueDb, planId: number, changes: TPlanChanges): Promise<TPlanRow> {
  return db.transaction(async (tx) => {
    const existing = await findPlanForUpdate(tx, planId);
    if (!existing) throw new AppError('planNotFound');
    const product = await findProductForUpdate(tx, existing.productId);
    const updated = await savePlan(tx, planId, changes);
    await enqueueEvents(tx, eventTables, [productChangedEvent(product!, ChangeKind.UPDATED)]);
    return updated;
  });
}
