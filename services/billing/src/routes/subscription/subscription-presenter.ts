import type { TSubscription } from '@matchwire/contracts/billing/subscription';
import {
  endsAtItsPeriodEnd,
  hasOwnRenewal,
  isLive,
  paymentType,
  type TSubscriptionRow,
} from '../../db/subscription-repository.ts';
import { isLongerPeriod } from '../../pricing/proration.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** Whether it renews by itself: usable, and neither unsubscribed, one-time nor paid by wallet. */
function isAutoRenewing(row: TSubscriptionRow): boolean {
  return isLive(row) && !endsAtItsPeriodEnd(row);
}

/** When the next renewal is charged: the period's end, or a failed renewal's next retry; null when it will not renew. */
function nextBillingDate(row: TSubscriptionRow): Date | null {
  if (!isAutoRenewing(row)) return null;
  return row.state === 'past-due' ? (row.nextActionAt ?? row.currentPeriodEnd) : row.currentPeriodEnd;
}

/**
 * What the customer may do to a subscription at `now` (docs/contracts/billing.md#the-subscription-lifecycle):
 * unsubscribe a renewing usable one; restore an unsubscribed one before its paid period ends (neither
 * for one paid by wallet, which never renews by itself); resubscribe an expired one unless another
 * subscription of the same product is usable; upgrade an active recurring one to a longer plan while
 * no upgrade waits.
 */
export function subscriptionActions(
  row: TSubscriptionRow,
  context: { now: Date; liveProductIds: ReadonlySet<number> },
): TSubscription['actions'] {
  const isRenewalOwn = isLive(row) && hasOwnRenewal(row);
  const isPeriodRunning = row.currentPeriodEnd !== null && row.currentPeriodEnd > context.now;
  return {
    canUnsubscribe: isRenewalOwn && !row.cancelAtPeriodEnd,
    canRestore: isRenewalOwn && row.cancelAtPeriodEnd && isPeriodRunning && row.expireReason !== 'staff-cancelled',
    canResubscribe: row.state === 'expired' && !context.liveProductIds.has(row.productId),
    // A longer plan exists for any period shorter than yearly (pricing/proration.ts). One paid by
    // wallet may be upgraded too: the upgrade is paid now, by the method the customer picks.
    canUpgrade:
      row.state === 'active' &&
      row.paymentType === paymentType.recurring &&
      !row.cancelAtPeriodEnd &&
      isPeriodRunning &&
      row.upgradePlanId === null &&
      isLongerPeriod(row.period, 2),
  };
}

/** SPEC.md Subscription as the customer's Plans page shows it. */
export function toSubscription(
  row: TSubscriptionRow,
  context: { now: Date; liveProductIds: ReadonlySet<number> },
): TSubscription {
  return {
    subscriptionId: row.subscriptionId,
    status: isLive(row) ? 1 : 0,
    state: row.state as TSubscription['state'],
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    product: {
      productId: row.productId,
      englishName: row.productName,
      sportType: row.sportType as TSubscription['product']['sportType'],
    },
    plan: {
      planId: row.planId,
      price: { amount: row.amount, currency: row.currency as TSubscription['plan']['price']['currency'] },
      period: row.period as TSubscription['plan']['period'],
    },
    platform: row.platform as TSubscription['platform'],
    startDate: iso(row.startedAt),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextBillingDate: iso(nextBillingDate(row)),
    isAutoRenewing: isAutoRenewing(row),
    actions: subscriptionActions(row, context),
    upgradePlanId: row.upgradePlanId,
  };
}

/** The products of which the customer has a usable subscription (what resubscribing would clash with). */
export function liveProductIdsOf(rows: TSubscriptionRow[]): Set<number> {
  return new Set(rows.filter(isLive).map((row) => row.productId));
}
