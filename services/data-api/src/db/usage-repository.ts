import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { and, eq, gte, sql } from 'drizzle-orm';
import { usageBatches, usageDaily } from './schema.ts';

export type TUsageCount = {
  day: string;
  userId: string;
  ref: string;
  status: number;
  resultCode: number;
  calls: number;
};

/** A customer's calls per day, interface, status and result code since `firstDay` (a UTC date). */
export async function listUsageSince(db: TRowExecutor, userId: string, firstDay: string) {
  return db
    .select({
      day: usageDaily.day,
      ref: usageDaily.ref,
      status: usageDaily.status,
      resultCode: usageDaily.resultCode,
      calls: sql<number>`sum(${usageDaily.calls})::int`,
      isError: sql<boolean>`${usageDaily.status} >= 400`,
    })
    .from(usageDaily)
    .where(and(eq(usageDaily.userId, userId), gte(usageDaily.day, firstDay)))
    .groupBy(usageDaily.day, usageDaily.ref, usageDaily.status, usageDaily.resultCode);
}

/** Claims a batch of counts for writing; false when it was written already (another replica, an earlier flush). */
export async function claimUsageBatch(db: TRowExecutor, batchId: string): Promise<boolean> {
  const claimed = await db.insert(usageBatches).values({ batchId }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Adds the counts to each day's rows. */
export async function addUsageCounts(db: TRowExecutor, counts: TUsageCount[]): Promise<void> {
  await db
    .insert(usageDaily)
    .values(counts)
    .onConflictDoUpdate({
      target: [usageDaily.day, usageDaily.userId, usageDaily.ref, usageDaily.status, usageDaily.resultCode],
      set: { calls: sql`${usageDaily.calls} + excluded.calls`, updatedAt: sql`now()` },
    });
}
