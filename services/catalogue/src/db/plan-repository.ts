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

export async function insertPlan(
  tx: TCatalogueTx,
  values: Omit<typeof plans.$inferInsert, 'planId' | 'createdAt' | 'updatedAt'>,
): Promise<TPlanRow> {
  const [row] = await tx.insert(plans).values(values).returning();
  return row!;
}

export async function findPlanForUpdate(tx: TCatalogueTx, planId: number): Promise<TPlanRow | undefined> {
  const [row] = await tx.select().from(plans).where(eq(plans.planId, planId)).for('update');
  return row;
}

export async function savePlan(
  tx: TCatalogueTx,
  planId: number,
  values: Partial<Pick<TPlanRow, 'amount' | 'currency' | 'isActive' | 'thirdPartyPlanId'>>,
): Promise<TPlanRow> {
  const [row] = await tx
    .update(plans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plans.planId, planId))
    .returning();
  return row!;
}
