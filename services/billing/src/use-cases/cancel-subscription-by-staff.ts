import type { TRowTx } from '@matchwire/kit/db/keyed-rows';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { requireMailee } from '../db/customer-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import {
  insertSubscriptionHistory,
  liveStates,
  paymentType,
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
    if (!(liveStates as readonly string[]).includes(subscription.state)) throw new AppError('subscriptionStateInvalid');
    if (input.at === 'period-end') return cancelAtPeriodEnd(tx, subscription, { ...input, now });
    const expired = await subscriptionRows.save(tx, subscription.subscriptionId, {
      state: 'expired',
      expiredAt: now,
      expireReason: 'staff-cancelled',
      nextActionAt: null,
    });
    await insertSubscriptionHistory(tx, {
      subscriptionId: subscription.subscriptionId,
      event: 'staff-cancelled',
      beforeState: subscription.state,
      afterState: 'expired',
      beforeExpireAt: subscription.currentPeriodEnd,
      afterExpireAt: now,
      actor: `staff:${input.staffId}`,
      createdAt: now,
    });
    await recordStaffAction(tx, {
      staffId: input.staffId,
      action: 'subscription-cancelled',
      target: `subscription:${subscription.subscriptionId}`,
      reason: input.reason,
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
  const changed = await subscriptionRows.save(tx, subscription.subscriptionId, {
    cancelAtPeriodEnd: true,
    expireReason: 'staff-cancelled',
  });
  await insertSubscriptionHistory(tx, {
    subscriptionId: subscription.subscriptionId,
    event: 'unsubscribed',
    beforeState: subscription.state,
    afterState: changed.state,
    beforeExpireAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    afterExpireAt: subscription.currentPeriodEnd,
    actor: `staff:${input.staffId}`,
    createdAt: input.now,
  });
  await recordStaffAction(tx, {
    staffId: input.staffId,
    action: 'subscription-cancelled-at-period-end',
    target: `subscription:${subscription.subscriptionId}`,
    reason: input.reason,
    at: input.now,
  });
  return changed;
}
