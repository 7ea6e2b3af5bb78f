import type { TNewPlan } from '@matchwire/contracts/catalogue/plan';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { insertPlan, type TPlanRow } from '../db/plan-repository.ts';
import { findProductForUpdate } from '../db/product-repository.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';

/** Adds a plan to a product; the product counts as changed (`catalogue.product-changed.v1`, same transaction). */
export async function createPlan(deps: TCatalogueDeps, productId: number, plan: TNewPlan): Promise<TPlanRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const product = await findProductForUpdate(tx, productId);
    if (!product) throw new AppError('productNotFound');
    const created = await insertPlan(tx, { productId, ...plan });
    await publish(productChangedEvent(product, ChangeKind.UPDATED));
    return created;
  });
}
