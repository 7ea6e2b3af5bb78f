import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { requireMailee } from '../db/customer-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import {
  insertSubscriptionHistory,
  liveStates,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';
import { subscriptionExpiredEvent } from '../events/publishers/subscription-expired.ts';

/**
 * Staff end a usable (active or past-due) subscription now: `expired` with reason `staff-cancelled`,
 * a history row (actor `staff:<id>`), the action in staff_actions and `billing.subscription-expired.v1`,
 * in one transaction. Money is not returned here (that is a refund of its transaction).
 * 13003 for an unknown id, 13004 when it is not usable.
 */
export async function cancelSubscriptionByStaff(
  deps: TBillingDeps,
  input: { subscriptionId: string; staffId: string; reason: string },
): Promise<TSubscriptionRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const now = deps.clock();
    const subscription = await subscriptionRows.findForUpdate(tx, input.subscriptionId);
    if (!subscription) throw new AppError('subscriptionNotFound');
    if (!(liveStates as readonly string[]).includes(subscription.state)) throw new AppError('subscriptionStateInvalid');
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
