import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
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
  (now) =>
    and(
      inArray(subscriptions.state, ['active', 'past-due']),
      eq(subscriptions.paymentType, 0),
      eq(subscriptions.cancelAtPeriodEnd, false),
      eq(subscriptions.platform, 1),
      lte(subscriptions.nextActionAt, now),
      isNull(subscriptions.upgradePlanId),
    ),
  asc(subscriptions.nextActionAt),
);
