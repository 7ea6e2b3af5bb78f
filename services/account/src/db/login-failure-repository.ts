import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { TAccountDb, TAccountExecutor } from './account-db.ts';
import { loginFailures } from './schema.ts';

export type TFailureSubject = { scope: 'account' | 'ip'; subject: string };

/** Failures of a subject since `since`, and the oldest of them (when the window frees up). */
export async function countFailuresSince(
  db: TAccountExecutor,
  key: TFailureSubject,
  since: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, key.scope),
        eq(loginFailures.subject, key.subject),
        gt(loginFailures.failedAt, since),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** Records one failure per subject and drops that subject's rows that left the window. */
export async function recordFailures(db: TAccountDb, keys: TFailureSubject[], windowStart: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginFailures).values(keys);
    for (const key of keys) {
      await tx
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.scope, key.scope),
            eq(loginFailures.subject, key.subject),
            lte(loginFailures.failedAt, windowStart),
          ),
        );
    }
  });
}

export async function clearFailures(db: TAccountExecutor, key: TFailureSubject): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, key.scope), eq(loginFailures.subject, key.subject)));
}
