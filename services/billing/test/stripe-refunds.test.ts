/**
 * Refunds through the Stripe provider (PAYMENT_PROVIDER=stripe) against stripe-mock, which
 * `npm test` runs (STRIPE_API_BASE), read on the way by a recording proxy: the checkout's payment
 * intent is refunded with the amount, Stripe's reason and the refund's own idempotency key.
 * stripe-mock keeps no state, so the paid transaction is written directly.
 */
import { describe, expect, it } from 'vitest';
import { asBillingCaller, useBillingTestFile } from './support/billing-test-file.ts';
import { insertPaidRenewal, insertPendingRefund } from './support/refund-rows.ts';
import { recordStripeMockCalls, stripeMock, stripeProviderEnv } from './support/stripe-mock-recorder.ts';

const env = stripeProviderEnv('whsec_billing_test_refunds');
/** Stripe out of reach: the proxy drops each request unanswered. */
let isStripeDown = false;
const recorded = recordStripeMockCalls(env, { isDown: () => isStripeDown });

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z', env });
const paidRenewal = (providerRef: string, invoiceNumber: string) =>
  insertPaidRenewal(file, { userId: 'u-stripe-refund', providerRef, invoiceNumber });
const refundRow = async (refundId: string) =>
  (
    await file.query('select status, provider_ref as "providerRef" from billing.refunds where refund_id = $1', [
      refundId,
    ])
  ).rows[0];

describe.skipIf(!stripeMock)('refunds through Stripe (stripe-mock)', () => {
  it('refunds the checkout’s payment intent with the amount, the reason and the refund’s idempotency key', async () => {
    await file.query(
      `insert into billing.customers (user_id, email, language) values ('u-stripe-refund', 'r@example.com', 'en')`,
    );
    const transactionId = await paidRenewal('cs_test_a1B2c3D4', 'MW-2026-800001');
    const answer = await file.post(
      '/internal/transactions/refund',
      {
        staffId: 's-1',
        transactionId,
        reasonType: 'requested-by-customer',
        desc: 'Asked within the first week',
        refundAmount: 2500,
      },
      asBillingCaller('backoffice'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const refundId = answer.body.data.refund.refundId as string;
    expect(answer.body.data.refund).toMatchObject({ refundAmount: 2500, isFullRefund: false, status: 'succeeded' });
    expect(answer.body.data.transaction).toMatchObject({ result: 'success', refundedAmount: { amount: 2500 } });

    expect(recorded.map((call) => call.path)).toEqual(['/v1/checkout/sessions/cs_test_a1B2c3D4', '/v1/refunds']);
    const refund = recorded[1]!;
    expect(refund.headers['idempotency-key']).toBe(`refund-${refundId}`);
    expect(Object.fromEntries(refund.body)).toEqual({
      payment_intent: expect.stringMatching(/^pi_/),
      amount: '2500',
      reason: 'requested_by_customer',
      'metadata[refundId]': refundId,
    });
    expect(await refundRow(refundId)).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/) });
  });

  it('finishes a refund left pending with the same idempotency key, once (the scheduler)', async () => {
    const transactionId = await paidRenewal('pi_renewal_pending', 'MW-2026-800002');
    // What a staff refund leaves when the service stops before the provider's answer is recorded.
    const refundId = await insertPendingRefund(file, {
      transactionId,
      amount: 1500,
      isFullRefund: false,
      staffId: 's-1',
      description: 'Goodwill for an outage',
    });
    file.setNow(new Date(file.now().getTime() + 10 * 60_000));
    const before = recorded.length;
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'finish-pending-refunds': 1 });
    const calls = recorded.slice(before);
    expect(calls.map((call) => call.path)).toEqual(['/v1/refunds']);
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${refundId}`);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({
      payment_intent: 'pi_renewal_pending',
      amount: '1500',
      'metadata[refundId]': refundId,
    });
    expect(await refundRow(refundId)).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/) });
    expect(await file.outboxEvents('billing.refund-issued.v1')).toEqual([
      expect.anything(),
      { key: 'u-stripe-refund', payload: expect.objectContaining({ refundId, amount: 1500, isFullRefund: false }) },
    ]);
    // Settled: another pass asks Stripe nothing.
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'finish-pending-refunds': 0 });
    expect(recorded.length).toBe(before + 1);
  });

  it('answers a refund Stripe never answered as pending, and the scheduler finishes it once Stripe answers', async () => {
    const transactionId = await paidRenewal('pi_renewal_unanswered', 'MW-2026-800003');
    isStripeDown = true;
    const before = recorded.length;
    const answer = await file.post(
      '/internal/transactions/refund',
      { staffId: 's-1', transactionId, reasonType: 'other', desc: 'Refund while Stripe is away', refundAmount: 900 },
      asBillingCaller('backoffice'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const refundId = answer.body.data.refund.refundId as string;
    expect(answer.body.data.refund).toMatchObject({ refundAmount: 900, status: 'pending' });
    expect(answer.body.data.transaction).toMatchObject({ result: 'success', refundedAmount: { amount: 0 } });
    // The client's own retries, each with the refund's key.
    const tries = recorded.slice(before);
    expect(tries.length).toBeGreaterThan(1);
    expect(new Set(tries.map((call) => call.headers['idempotency-key']))).toEqual(new Set([`refund-${refundId}`]));

    // Still away on the scheduler's pass: the refund stays pending, nothing is marked failed.
    file.setNow(new Date(file.now().getTime() + 10 * 60_000));
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'finish-pending-refunds': 0 });
    expect(await refundRow(refundId)).toEqual({ status: 'pending', providerRef: null });

    isStripeDown = false;
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'finish-pending-refunds': 1 });
    expect(await refundRow(refundId)).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/) });
    expect(recorded.at(-1)!.headers['idempotency-key']).toBe(`refund-${refundId}`);
    const { rows } = await file.query('select refunded_amount from billing.transactions where transaction_id = $1', [
      transactionId,
    ]);
    expect(rows[0]!.refunded_amount).toBe(900);
  });
});
