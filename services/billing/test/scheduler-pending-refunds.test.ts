/**
 * Refunds left `pending` (docs/contracts/billing.md#refunds): the service stopped after recording a
 * refund and before the provider's answer was recorded. The scheduler's `finish-pending-refunds`
 * asks the provider again with the same idempotency key (here the sandbox, which took the money)
 * and settles the refund as the staff request does — once: a second pass and a second scheduler
 * change nothing. A refund the provider refuses is marked failed.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BillingScheduler } from '../src/scheduler/billing-scheduler.ts';
import { useBillingTestFile } from './support/billing-test-file.ts';
import { buyInSandbox } from './support/sandbox-checkout.ts';
import { insertPendingRefund } from './support/refund-rows.ts';
import { historyOf } from './support/subscription-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.refund-issued.v1', 'billing.subscription-expired.v1'],
});

const runOnce = () => file.service().scheduler.runOnce();
const secondScheduler = () => new BillingScheduler(file.service().deps, { intervalMs: 60_000 });
async function expectIdle(pass: Promise<Record<string, number>>): Promise<void> {
  expect(Object.entries(await pass).filter(([, count]) => count > 0)).toEqual([]);
}

const leavePendingRefund = (transactionId: string, amount: number, isFullRefund: boolean) =>
  insertPendingRefund(file, {
    transactionId,
    amount,
    isFullRefund,
    staffId: 's-9',
    description: 'Charged twice for the same order',
  });

const refundOf = async (refundId: string) =>
  (
    await file.query('select status, provider_ref as "providerRef" from billing.refunds where refund_id = $1', [
      refundId,
    ])
  ).rows[0];

describe('a refund whose provider call never completed', () => {
  let transactionId: string;
  let subscriptionId: string;
  let refundId: string;

  it('sets up: a paid yearly plan, all of it asked back, the service stopped before the answer', async () => {
    const order = { subscriptionList: [{ productId: 83, planId: 832 }], lang: 'en' };
    transactionId = (await buyInSandbox(file, 'u-pending-refund', order)).recordId;
    const { rows } = await file.query(
      'select subscription_id from billing.transaction_lines where transaction_id = $1',
      [transactionId],
    );
    subscriptionId = rows[0]!.subscription_id as string;
    file.setNow('2026-03-05T10:00:00Z');
    refundId = await leavePendingRefund(transactionId, 59400, true);
  });

  it('is left alone for a few minutes (the staff request may still be waiting for the provider)', async () => {
    file.setNow('2026-03-05T10:04:00Z');
    await expectIdle(runOnce());
    expect(await refundOf(refundId)).toEqual({ status: 'pending', providerRef: null });
  });

  it('is finished by the scheduler as the staff request would have: succeeded, counted, the events, the subscription ended', async () => {
    file.setNow('2026-03-05T10:06:00Z');
    expect(await runOnce()).toMatchObject({ 'finish-pending-refunds': 1 });
    // The same idempotency key as the staff request's: the sandbox answers the same refund.
    const digest = createHash('sha256').update(`refund-${refundId}`).digest('hex').slice(0, 24);
    expect(await refundOf(refundId)).toEqual({ status: 'succeeded', providerRef: `re_sandbox_${digest}` });
    const { rows } = await file.query(
      'select result, refunded_amount as "refundedAmount" from billing.transactions where transaction_id = $1',
      [transactionId],
    );
    expect(rows[0]).toEqual({ result: 'refunded', refundedAmount: 59400 });
    expect((await historyOf(file, subscriptionId)).at(-1)).toMatchObject({
      event: 'staff-cancelled',
      beforeState: 'active',
      afterState: 'expired',
      afterExpireAt: '2026-03-05T10:06:00.000Z',
      actor: 'staff:s-9',
    });
    await file.waitForPublished('billing.refund-issued.v1', 1);
    await file.waitForPublished('billing.subscription-expired.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.refund-issued.v1')).toEqual({
      type: 'billing.refund-issued.v1',
      key: 'u-pending-refund',
      payload: expect.objectContaining({
        userId: 'u-pending-refund',
        email: 'u-pending-refund@example.com',
        transactionId,
        refundId,
        amount: 59400,
        currency: 1,
        isFullRefund: true,
      }),
    });
  });

  it('changes nothing on a second pass or another replica’s scheduler: one refund, one event, one audit row', async () => {
    file.setNow('2026-03-05T11:00:00Z');
    await expectIdle(runOnce());
    await expectIdle(secondScheduler().runOnce());
    expect(await file.outboxEvents('billing.refund-issued.v1')).toHaveLength(1);
    expect(await file.outboxEvents('billing.subscription-expired.v1')).toHaveLength(1);
    const { rows } = await file.query(`select count(*)::int as n from billing.staff_actions where target = $1`, [
      `transaction:${transactionId}`,
    ]);
    expect(rows[0]!.n).toBe(1);
    const history = await historyOf(file, subscriptionId);
    expect(history.filter((row) => (row as { event?: string }).event === 'staff-cancelled')).toHaveLength(1);
  });

  it('marks a refund the provider refuses as failed, with no event, and gives its amount back to what is left', async () => {
    const order = { subscriptionList: [{ productId: 83, planId: 832 }], lang: 'en' };
    const paid = (await buyInSandbox(file, 'u-refused-refund', order)).recordId;
    // More than the sandbox's checkout took: the provider refuses it.
    await file.query('update billing.transactions set pay_amount = 99900 where transaction_id = $1', [paid]);
    const refused = await leavePendingRefund(paid, 99900, true);
    file.setNow('2026-03-05T11:10:00Z');
    expect(await runOnce()).toMatchObject({ 'finish-pending-refunds': 1 });
    expect(await refundOf(refused)).toEqual({ status: 'failed', providerRef: null });
    await expectIdle(runOnce());
    expect(await file.outboxEvents('billing.refund-issued.v1')).toHaveLength(1);
  });
});
