import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from './catalogue-db.ts';
import { plans } from './schema.ts';

export type TPlanRow = typeof plans.$inferSelect;

/** Active plans of the given products, in display order (period, then price). */
export async function findActivePlans(db: TCatalogueDb, productIds: number[]): Promise<TPlanRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(plans)
    .where(and(inArray(plans.productId, productIds), eq(plans.isActive, true)))
    .orderBy(asc(plans.productId), asc(plans.currency), asc(plans.amount), asc(plans.planId));
}

const planRows = keyedRows(plans, 'planId', 'plan');
export const insertPlan: (
  tx: TCatalogueTx,
  values: Omit<typeof plans.$inferInsert, 'planId' | 'createdAt' | 'updatedAt'>,
) => Promise<TPlanRow> = planRows.insert;
export const findPlanForUpdate = planRows.findForUpdate;
/** Only these columns of a plan change once it exists. */
export const savePlan: (
  tx: TCatalogueTx,
  planId: number,
  values: Partial<Pick<TPlanRow, 'amount' | 'currency' | 'isActive' | 'thirdPartyPlanId'>>,
) => Promise<TPlanRow> = planRows.save;
