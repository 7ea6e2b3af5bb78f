import type { TPlanChanges } from '@matchwire/contracts/catalogue/plan';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findPlanForUpdate, savePlan, type TPlanRow } from '../db/plan-repository.ts';
import { findProductForUpdate } from '../db/product-repository.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';

/** Changes a plan (price, activity, third-party id); its product counts as changed, in the same transaction. */
export async function updatePlan(deps: TCatalogueDeps, planId: number, changes: TPlanChanges): Promise<TPlanRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const existing = await findPlanForUpdate(tx, planId);
    if (!existing) throw new AppError('planNotFound');
    const product = await findProductForUpdate(tx, existing.productId);
    const updated = await savePlan(tx, planId, changes);
    await publish(productChangedEvent(product!, ChangeKind.UPDATED));
    return updated;
  });
}
