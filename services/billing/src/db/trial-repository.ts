import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { keyedRows, type TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import type { TBillingTx } from './billing-db.ts';
import { noticeClaim } from './notice-window.ts';
import { trials } from './schema.ts';

export type TTrialRow = typeof trials.$inferSelect;

export const trialRows = keyedRows(trials, 'trialId', 'trial');

/** Trial status (SPEC.md): 1 on trial, 2 ended. */
export const trialStatus = { onTrial: 1, ended: 2 } as const;

export async function listTrialsOfUser(db: TRowExecutor, userId: string): Promise<TTrialRow[]> {
  return db.select().from(trials).where(eq(trials.userId, userId)).orderBy(asc(trials.sportType));
}

/**
 * Inserts the trial unless the user already had one of that sport (the unique index decides, also
 * between two starts at the same moment); undefined when they had.
 */
export async function insertTrialOnce(
  db: TRowExecutor,
  values: typeof trials.$inferInsert,
): Promise<TTrialRow | undefined> {
  const [row] = await db
    .insert(trials)
    .values(values)
    .onConflictDoNothing({ target: [trials.userId, trials.sportType] })
    .returning();
  return row;
}

/** A user's trial of a sport, locked for the rest of the transaction. */
export async function findTrialForUpdate(
  tx: TBillingTx,
  userId: string,
  sportType: number,
): Promise<TTrialRow | undefined> {
  const [row] = await tx
    .select()
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.sportType, sportType)))
    .for('update');
  return row;
}

/** Running trials of a user at `now` (the grants of the entitlements look-up). */
export async function listRunningTrials(db: TRowExecutor, userId: string, now: Date): Promise<TTrialRow[]> {
  return db
    .select()
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.status, trialStatus.onTrial), gt(trials.endsAt, now)))
    .orderBy(asc(trials.sportType));
}

/**
 * The next running trial that ends within `noticeMs` of `now` and was not yet told so; locked. A
 * trial no longer than `noticeMs` is never told: it would hear of its end as it starts.
 */
export const claimTrialToNotice = noticeClaim(
  trialRows,
  { start: trials.startsAt, end: trials.endsAt },
  and(eq(trials.status, trialStatus.onTrial), isNull(trials.endingNoticeAt)),
);

/** The next running trial whose time is up at `now`; locked. */
export const claimTrialToEnd = trialRows.claimDue(
  (now) => and(eq(trials.status, trialStatus.onTrial), lte(trials.endsAt, now)),
  asc(trials.endsAt),
);
