/**
 * Staff cancel a subscription at the end of its paid period (docs/contracts/billing.md#back-office):
 * it stops renewing at once, stays usable until then, cannot be restored by the customer, and the
 * scheduler ends it as staff-cancelled.
 */
import { describe, expect, it } from 'vitest';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { historyOf, insertSubscription } from './support/subscription-rows.ts';

const file = useBillingTestFile({
  start: '2026-06-01T00:00:00Z',
  capturedTopics: ['billing.subscription-expired.v1'],
});
const cancel = (subscriptionId: string, body: Record<string, unknown>) =>
  file.post(`/internal/subscriptions/${subscriptionId}/cancel`, body, asBillingCaller('backoffice'));
const staff = { staffId: 'staff-9', reason: 'Customer moves to an enterprise contract' };

describe('staff cancelling at the period end', () => {
  let subscriptionId: string;

  it('stops the renewal, keeps it usable, and audits it', async () => {
    subscriptionId = await insertSubscription(file, {
      userId: 'u-period-end',
      currentPeriodStart: '2026-05-20T00:00:00Z',
      currentPeriodEnd: '2026-06-20T00:00:00Z',
    });
    const answer = await cancel(subscriptionId, { ...staff, at: 'period-end' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      subscriptionId,
      state: 'active',
      status: 1,
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      actions: { canUnsubscribe: false, canRestore: false },
    });
    expect((await historyOf(file, subscriptionId)).at(-1)).toEqual({
      event: 'unsubscribed',
      payResult: null,
      beforeState: 'active',
      afterState: 'active',
      beforeExpireAt: null,
      afterExpireAt: '2026-06-20T00:00:00.000Z',
      actor: 'staff:staff-9',
    });
    const { rows } = await file.query(
      `select staff_id as "staffId", action, target, reason from billing.staff_actions where target = $1`,
      [`subscription:${subscriptionId}`],
    );
    expect(rows).toEqual([
      {
        staffId: 'staff-9',
        action: 'subscription-cancelled-at-period-end',
        target: `subscription:${subscriptionId}`,
        reason: staff.reason,
      },
    ]);
  });

  it('cannot be restored by the customer', async () => {
    const restore = await file.post('/api/subscription/restore', { subscriptionId }, asUser('u-period-end'));
    expect(restore.status).toBe(409);
    expect(restore.body.resultCode).toBe(13004);
  });

  it('ends as staff-cancelled when its period is over', async () => {
    file.setNow('2026-06-20T00:00:01Z');
    await file.service().scheduler.runOnce();
    const { rows } = await file.query(
      'select state, expire_reason as "expireReason" from billing.subscriptions where subscription_id = $1',
      [subscriptionId],
    );
    expect(rows[0]).toEqual({ state: 'expired', expireReason: 'staff-cancelled' });
    await file.waitForPublished('billing.subscription-expired.v1', 1);
    expect(file.published()[0]!.payload).toMatchObject({
      subscriptionId,
      reason: 'staff-cancelled',
      expiredAt: '2026-06-20T00:00:00.000Z',
    });
  });

  it('refuses a one-time plan (it never renews) and an unknown `at`', async () => {
    const oneTime = await insertSubscription(file, {
      userId: 'u-one-time',
      paymentType: 1,
      period: 4,
      currentPeriodStart: '2026-06-01T00:00:00Z',
      currentPeriodEnd: '2027-06-01T00:00:00Z',
    });
    expect((await cancel(oneTime, { ...staff, at: 'period-end' })).body.resultCode).toBe(13004);
    expect((await cancel(oneTime, { ...staff, at: 'tomorrow' })).status).toBe(400);
    // Now still works for it, as before.
    expect((await cancel(oneTime, staff)).body.data.state).toBe('expired');
  });
});
