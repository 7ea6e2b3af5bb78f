/**
 * The sandbox's checkouts expire after a day as Stripe's do, through the same webhook path: the
 * order is closed and its subscriptions stay incomplete; a paid or younger checkout is left alone.
 */
import { expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { orderInSandbox, payInSandbox } from './support/sandbox-checkout.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });

async function order(userId: string, productId: number, planId: number) {
  const { recordId, sessionId } = await orderInSandbox(file, userId, { subscriptionList: [{ productId, planId }] });
  // Opened when the test clock says, as it would have been in production.
  await file.query(`update billing.sandbox_sessions set created_at = $1 where session_id = $2`, [
    file.now(),
    sessionId,
  ]);
  return { recordId, sessionId };
}

const resultOf = async (userId: string, recordId: string) =>
  (await file.get(`/api/transaction/record?recordId=${recordId}`, asUser(userId))).body.data.result;

it('closes a sandbox checkout left open for a day, once, through the webhook path', async () => {
  const abandoned = await order('u-gone', 83, 831);
  const paid = await order('u-paid', 83, 831);
  await payInSandbox(file, 'u-paid', paid.sessionId);
  file.setNow('2026-03-03T08:59:00Z');
  const younger = await order('u-young', 82, 821);
  expect((await file.service().scheduler.runOnce())['expire-sandbox-checkouts']).toBe(0);

  file.setNow('2026-03-03T09:00:00Z');
  expect((await file.service().scheduler.runOnce())['expire-sandbox-checkouts']).toBe(1);
  expect(await resultOf('u-gone', abandoned.recordId)).toBe('closed');
  expect(await resultOf('u-paid', paid.recordId)).toBe('success');
  expect(await resultOf('u-young', younger.recordId)).toBe('to-be-paid');
  const checkout = await file.get(`/api/sandbox/checkout/${abandoned.sessionId}`, asUser('u-gone'));
  expect(checkout.body.data.status).toBe('expired');
  const { rows } = await file.query(
    `select h.pay_result, s.state from billing.subscription_history h join billing.subscriptions s using (subscription_id)
     where s.user_id = 'u-gone' order by h.history_id`,
  );
  expect(rows).toEqual([
    { pay_result: null, state: 'incomplete' },
    { pay_result: 'first-pay-failed', state: 'incomplete' },
  ]);
  expect((await file.service().scheduler.runOnce())['expire-sandbox-checkouts']).toBe(0);
});
