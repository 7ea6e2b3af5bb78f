/**
 * Refunds through the Stripe provider (PAYMENT_PROVIDER=stripe) against stripe-mock, which
 * `npm test` runs (STRIPE_API_BASE), read on the way by a recording proxy: the checkout's payment
 * intent is refunded with the amount, Stripe's reason and the refund's own idempotency key.
 * stripe-mock keeps no state, so the paid transaction is written directly.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asBillingCaller, useBillingTestFile } from './support/billing-test-file.ts';
import { recordStripeMockCalls, stripeMock, stripeProviderEnv } from './support/stripe-mock-recorder.ts';

const env = stripeProviderEnv('whsec_billing_test_refunds');
const recorded = recordStripeMockCalls(env);

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z', env });

describe.skipIf(!stripeMock)('refunds through Stripe (stripe-mock)', () => {
  it('refunds the checkout’s payment intent with the amount, the reason and the refund’s idempotency key', async () => {
    const transactionId = randomUUID();
    await file.query(
      `insert into billing.customers (user_id, email, language) values ('u-stripe-refund', 'r@example.com', 'en')`,
    );
    await file.query(
      `insert into billing.transactions (transaction_id, user_id, kind, platform, result, description, currency,
         income_amount, pay_amount, idempotency_key, provider_ref, paid_at, invoice_number)
       values ($1, 'u-stripe-refund', 'renewal', 1, 'success', 'NBA, monthly', 1, 9900, 9900, $2,
         'cs_test_a1B2c3D4', now(), 'MW-2026-800001')`,
      [transactionId, `checkout:${transactionId}`],
    );
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
    const { rows } = await file.query('select status, provider_ref from billing.refunds where refund_id = $1', [
      refundId,
    ]);
    expect(rows[0]!.status).toBe('succeeded');
    expect(rows[0]!.provider_ref).toMatch(/^re_/);
  });
});
