import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { resultCodes } from '@matchwire/kit/errors/result-codes';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
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

/**
 * Answers refused before a trial call is counted, or given back (admit-call.ts): the key's checks,
 * the trial's and the minute's limits, a switched-off interface, and 10007 (the catalogue or Redis
 * could not say). The rest of a day's answers of the sport spent a trial call.
 */
const uncountedResultCodes = (
  [
    'apiKeyEmpty',
    'apiKeyInvalid',
    'ipNotPermitted',
    'productNotPermitted',
    'trialLimitExceeded',
    'frequencyLimit',
    'interfaceDisabled',
    'serviceUnavailable',
  ] as const
).map((key) => resultCodes[key].code);

const refsBySport = Map.groupBy(dataApiInterfaces(), (iface) => iface.sportType);

/**
 * The customer's calls of the sport on `day` that PostgreSQL holds and that spent a trial call: what
 * a trial's day count starts from when Redis lost it. Calls not yet flushed (at most the flush
 * interval's) are not here; a call the customer's subscription let through that day is (over-counted).
 */
export async function countTrialCallsOn(db: TRowExecutor, userId: string, sportType: number, day: string) {
  const refs = (refsBySport.get(sportType as 1 | 2 | 3) ?? []).map((iface) => iface.ref);
  if (refs.length === 0) return 0;
  const [row] = await db
    .select({ calls: sql<number>`coalesce(sum(${usageDaily.calls}), 0)::int` })
    .from(usageDaily)
    .where(
      and(
        eq(usageDaily.userId, userId),
        eq(usageDaily.day, day),
        inArray(usageDaily.ref, refs),
        notInArray(usageDaily.resultCode, uncountedResultCodes),
      ),
    );
  return row?.calls ?? 0;
}
