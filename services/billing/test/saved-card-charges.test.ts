/**
 * Charging a saved card off session (payments/saved-card-charges.ts), as renewals do: once per
 * idempotency key in the sandbox (a repeat is the same payment), Stripe's 4000 0000 0000 0341
 * saved at a sandbox checkout and declined when charged later, and what the Stripe provider sends
 * stripe-mock (read on the way by a recording proxy): the saved card, off session, confirmed, our
 * transaction in the metadata, the idempotency key.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargeInSandbox, chargeThroughStripe, type TSavedCardCharge } from '../src/payments/saved-card-charges.ts';
import { useBillingTestFile } from './support/billing-test-file.ts';
import { buyInSandbox, testCard } from './support/sandbox-checkout.ts';
import { recordStripeMockCalls, stripeMock } from './support/stripe-mock-recorder.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });

function charge(overrides: Partial<TSavedCardCharge> = {}): TSavedCardCharge {
  return {
    transactionId: randomUUID(),
    idempotencyKey: `renew:${randomUUID()}:2:1`,
    cardCustomerRef: 'cus_sandbox_u-charge',
    paymentMethodRef: 'pm_sandbox_abc',
    userId: 'u-charge',
    amount: 9900,
    currency: 1,
    description: 'English Premier League, monthly',
    ...overrides,
  };
}

async function sandboxCharges(transactionId: string) {
  const { rows } = await file.query(
    `select kind, status, amount from billing.sandbox_sessions where transaction_id = $1`,
    [transactionId],
  );
  return rows;
}

describe('the sandbox', () => {
  it('charges a saved card once per idempotency key', async () => {
    const request = charge();
    const first = await chargeInSandbox(file.service().deps.db, request);
    const again = await chargeInSandbox(file.service().deps.db, request);
    expect(first).toEqual({ outcome: 'succeeded', providerRef: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/) });
    expect(again).toEqual(first);
    expect(await sandboxCharges(request.transactionId)).toEqual([{ kind: 'charge', status: 'complete', amount: 9900 }]);
    // Another key (a retry) is another payment.
    const retry = await chargeInSandbox(file.service().deps.db, {
      ...request,
      idempotencyKey: `${request.idempotencyKey}x`,
    });
    expect(retry.providerRef).not.toBe(first.providerRef);
  });

  it('declines without a saved card', async () => {
    expect(await chargeInSandbox(file.service().deps.db, charge({ paymentMethodRef: null }))).toEqual({
      outcome: 'failed',
      providerRef: null,
      reason: 'No card is saved for renewals.',
    });
  });

  it('saves 4000 0000 0000 0341 at checkout (it pays there) and declines it when charged later', async () => {
    const order = { subscriptionList: [{ productId: 83, planId: 831 }] };
    await buyInSandbox(file, 'u-0341', order, testCard('4000 0000 0000 0341'));
    const { rows } = await file.query(
      `select card_customer_ref, payment_method_ref, card_last4 from billing.customers where user_id = 'u-0341'`,
    );
    expect(rows[0]).toMatchObject({
      card_last4: '0341',
      payment_method_ref: expect.stringMatching(/^pm_sandbox_declines_/),
    });
    const request = charge({
      userId: 'u-0341',
      cardCustomerRef: rows[0]!.card_customer_ref as string,
      paymentMethodRef: rows[0]!.payment_method_ref as string,
    });
    expect(await chargeInSandbox(file.service().deps.db, request)).toEqual({
      outcome: 'failed',
      providerRef: expect.stringMatching(/^pi_sandbox_/),
      reason: 'Your card was declined.',
    });
    expect(await sandboxCharges(request.transactionId)).toEqual([{ kind: 'charge', status: 'declined', amount: 9900 }]);
  });
});

/** Where the recording proxy in front of stripe-mock listens (STRIPE_API_BASE). */
const stripeEnv: Record<string, string> = {};
const recorded = recordStripeMockCalls(stripeEnv);

/** A Stripe client talking to stripe-mock through the recording proxy. */
function recordingStripe(): Stripe {
  const { port } = new URL(stripeEnv.STRIPE_API_BASE!);
  return new Stripe('sk_test_billing', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

describe.skipIf(!stripeMock)('Stripe (stripe-mock)', () => {
  it('confirms a PaymentIntent for the saved card off session, with our metadata and idempotency key', async () => {
    const stripe = recordingStripe();
    const request = charge({ cardCustomerRef: 'cus_renewal', paymentMethodRef: 'pm_card_visa' });
    const outcome = await chargeThroughStripe(stripe, request);
    // stripe-mock answers a fixture intent (requires_payment_method), which is read as not paid.
    expect(outcome).toMatchObject({ outcome: 'failed', providerRef: expect.stringMatching(/^pi_/) });
    const sent = recorded.find((entry) => entry.path === '/v1/payment_intents')!;
    expect(sent.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(Object.fromEntries(sent.body)).toMatchObject({
      amount: '9900',
      currency: 'usd',
      customer: 'cus_renewal',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[transactionId]': request.transactionId,
      'metadata[kind]': 'renewal',
    });
  });

  it('asks nothing of Stripe when no card is saved', async () => {
    const before = recorded.length;
    const stripe = new Stripe('sk_test_billing', { host: '127.0.0.1', port: 9, protocol: 'http' });
    expect(await chargeThroughStripe(stripe, charge({ cardCustomerRef: null }))).toMatchObject({ outcome: 'failed' });
    expect(recorded.length).toBe(before);
  });
});
