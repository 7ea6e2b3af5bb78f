import type { TRowTx } from '@matchwire/kit/db/keyed-rows';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { requireMailee } from '../db/customer-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import {
  isLive,
  paymentType,
  saveSubscriptionChange,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';
import { subscriptionExpiredEvent } from '../events/publishers/subscription-expired.ts';

/**
 * Staff end a usable (active or past-due) subscription now: `expired` with reason `staff-cancelled`,
 * a history row (actor `staff:<id>`), the action in staff_actions and `billing.subscription-expired.v1`,
 * in one transaction. Money is not returned here (that is a refund of its transaction).
 * At `period-end` instead, a recurring one stops renewing (`cancelAtPeriodEnd`, `expireReason`
 * `staff-cancelled` kept for the expiry job, which publishes the event then; the customer cannot
 * restore it), with its history row (`unsubscribed`, actor `staff:<id>`) and the audit.
 * 13003 for an unknown id, 13004 when it is not usable (or, at period end, one-time).
 */
export async function cancelSubscriptionByStaff(
  deps: TBillingDeps,
  input: { subscriptionId: string; staffId: string; reason: string; at?: 'now' | 'period-end' },
): Promise<TSubscriptionRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const now = deps.clock();
    const subscription = await subscriptionRows.findForUpdate(tx, input.subscriptionId);
    if (!subscription) throw new AppError('subscriptionNotFound');
    if (!isLive(subscription)) throw new AppError('subscriptionStateInvalid');
    if (input.at === 'period-end') return cancelAtPeriodEnd(tx, subscription, { ...input, now });
    const expired = await expireByStaff(tx, subscription, { staffId: input.staffId, now });
    await recordStaffAction(tx, input, {
      action: 'subscription-cancelled',
      target: `subscription:${subscription.subscriptionId}`,
      at: now,
    });
    const customer = await requireMailee(tx, subscription.userId);
    await publish(subscriptionExpiredEvent(customer, expired, { reason: 'staff-cancelled', expiredAt: now }));
    return expired;
  });
}

/** Stops a recurring subscription renewing; the expiry job ends it (`staff-cancelled`) when its period is over. */
async function cancelAtPeriodEnd(
  tx: TRowTx,
  subscription: TSubscriptionRow,
  input: { staffId: string; reason: string; now: Date },
): Promise<TSubscriptionRow> {
  if (subscription.paymentType !== paymentType.recurring) throw new AppError('subscriptionStateInvalid');
  const changed = await saveSubscriptionChange(
    tx,
    subscription,
    { cancelAtPeriodEnd: true, expireReason: 'staff-cancelled' },
    {
      event: 'unsubscribed',
      beforeExpireAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
      afterExpireAt: subscription.currentPeriodEnd,
      actor: `staff:${input.staffId}`,
      createdAt: input.now,
    },
  );
  await recordStaffAction(tx, input, {
    action: 'subscription-cancelled-at-period-end',
    target: `subscription:${subscription.subscriptionId}`,
    at: input.now,
  });
  return changed;
}

/**
 * Ends a usable subscription now, as staff do (`expired`, reason `staff-cancelled`), with its history
 * row; `transactionId` names the refund's transaction when a full refund ended it (refund-transaction.ts).
 */
export function expireByStaff(
  tx: TRowTx,
  subscription: TSubscriptionRow,
  by: { staffId: string; now: Date; transactionId?: string },
): Promise<TSubscriptionRow> {
  return saveSubscriptionChange(
    tx,
    subscription,
    { state: 'expired', expiredAt: by.now, expireReason: 'staff-cancelled', nextActionAt: null },
    {
      event: 'staff-cancelled',
      beforeExpireAt: subscription.currentPeriodEnd,
      afterExpireAt: by.now,
      transactionId: by.transactionId,
      actor: `staff:${by.staffId}`,
      createdAt: by.now,
    },
  );
}
