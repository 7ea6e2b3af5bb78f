import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { subscriptions } from './schema.ts';
import { subscriptionRows } from './subscription-repository.ts';

/**
 * The next subscription whose renewal (or a retry of a failed one) is due at `now`: usable,
 * recurring, paid by card, not unsubscribed, `next_action_at` reached; locked, skipping rows another
 * replica holds. Unsubscribed and one-time ones are the expiry job's. One whose upgrade waits for its
 * payment waits too: the upgrade, when paid, starts a new period (upgrade-subscription.ts), and when
 * its checkout expires (at most a day) the renewal goes ahead, its period following the old one.
 */
export const claimSubscriptionToRenew = subscriptionRows.claimDue(
  (now) => and(isRenewing(), lte(subscriptions.nextActionAt, now)),
  asc(subscriptions.nextActionAt),
);

/** The same, among one customer's subscriptions only (a renewal charged as a new card is saved). */
export function claimSubscriptionToRenewOf(userId: string) {
  return subscriptionRows.claimDue(
    (now) => and(isRenewing(), eq(subscriptions.userId, userId), lte(subscriptions.nextActionAt, now)),
    asc(subscriptions.nextActionAt),
  );
}

/**
 * A new card saved: the customer's past-due renewals are due now instead of at their next retry
 * (the attempt keeps its number, so its idempotency key is the one the retry would have used).
 * Answers how many were brought forward.
 */
export async function bringPastDueRenewalsForward(db: TRowExecutor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ nextActionAt: now, updatedAt: now })
    .where(
      and(
        isRenewing(),
        eq(subscriptions.userId, userId),
        eq(subscriptions.state, 'past-due'),
        gt(subscriptions.nextActionAt, now),
      ),
    )
    .returning({ subscriptionId: subscriptions.subscriptionId });
  return rows.length;
}

/** Usable, recurring, paid by card, not unsubscribed, no upgrade waiting: what the renewal pass charges. */
function isRenewing() {
  return and(
    inArray(subscriptions.state, ['active', 'past-due']),
    eq(subscriptions.paymentType, 0),
    eq(subscriptions.cancelAtPeriodEnd, false),
    eq(subscriptions.platform, 1),
    isNull(subscriptions.upgradePlanId),
  );
}
