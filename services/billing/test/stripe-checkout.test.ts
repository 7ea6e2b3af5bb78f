/**
 * The Stripe provider (PAYMENT_PROVIDER=stripe) against stripe-mock, which `npm test` runs
 * (STRIPE_API_BASE): what billing sends Stripe when it opens a checkout (read on the way by a
 * recording proxy in front of stripe-mock), and a locally signed webhook completing it. stripe-mock
 * keeps no state and answers fixture ids, so nothing here relies on Stripe's ids being ours.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { handlePaymentWebhook } from '../src/use-cases/handle-payment-webhook.ts';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { recordStripeMockCalls, stripeMock, stripeProviderEnv } from './support/stripe-mock-recorder.ts';
import { checkoutSessionEvent, postStripeEvent } from './support/stripe-webhook.ts';

const webhookSecret = 'whsec_billing_test_stripe_secret';

const env = stripeProviderEnv(webhookSecret);
const recorded = recordStripeMockCalls(env);

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-activated.v1', 'billing.payment-succeeded.v1'],
  env,
});

describe.skipIf(!stripeMock)('card payments through Stripe (stripe-mock)', () => {
  let recordId: string;

  it('opens a Checkout Session with our lines, metadata and idempotency key, for a Stripe customer made once', async () => {
    const answer = await file.post(
      '/api/subscription/add',
      {
        subscriptionList: [
          { productId: 83, planId: 832 },
          { productId: 81, planId: 811 },
        ],
        promotionCode: 'WELCOME10',
      },
      asUser('u-stripe'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    recordId = answer.body.data.recordId;
    expect(answer.body.data.paymentUrl).toMatch(/^https:\/\//);

    const customers = recorded.filter((call) => call.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.headers['idempotency-key']).toBe('customer:u-stripe');
    expect(Object.fromEntries(customers[0]!.body)).toEqual({
      email: 'u-stripe@example.com',
      'metadata[userId]': 'u-stripe',
    });

    const sessions = recorded.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    expect(session.headers['idempotency-key']).toBe(`checkout:${recordId}`);
    expect(Object.fromEntries(session.body)).toMatchObject({
      mode: 'payment',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: recordId,
      'metadata[transactionId]': recordId,
      'payment_intent_data[metadata][transactionId]': recordId,
      'payment_intent_data[setup_future_usage]': 'off_session',
      success_url: `https://www.matchwire.test/purchase/processing?recordId=${recordId}`,
      cancel_url: `https://www.matchwire.test/purchase/processing?recordId=${recordId}`,
      // 59400 + 9900 = 69300, 10 % off = 6930, spread 5940 + 990.
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '53460',
      'line_items[0][price_data][product_data][name]': 'English Premier League, yearly',
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '8910',
      'line_items[1][price_data][product_data][name]': 'NBA, monthly',
    });
    const { rows } = await file.query(
      `select t.provider_ref, t.payment_url, c.card_customer_ref from billing.transactions t
       join billing.customers c using (user_id) where t.transaction_id = $1`,
      [recordId],
    );
    expect(rows[0]).toEqual({
      provider_ref: expect.stringMatching(/^cs_/),
      payment_url: answer.body.data.paymentUrl,
      card_customer_ref: expect.stringMatching(/^cus_/),
    });

    // The customer is reused: the next checkout makes none.
    await file.post(
      '/api/subscription/add',
      { subscriptionList: [{ productId: 90, planId: 901 }] },
      asUser('u-stripe'),
    );
    expect(recorded.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    expect(recorded.filter((call) => call.path === '/v1/checkout/sessions')).toHaveLength(2);
  });

  it('completes from a signed checkout.session.completed, reading the card from Stripe', async () => {
    const event = checkoutSessionEvent({
      id: 'evt_billing_test_1',
      type: 'checkout.session.completed',
      recordId,
      customer: 'cus_fixture',
      isPaid: true,
    });
    const answer = await postStripeEvent(file, webhookSecret, event);
    expect(answer.body).toEqual({ resultCode: 0, resultInfo: 'Success', data: { outcome: 'applied' } });
    const lookUps = recorded.filter(
      (call) => call.method === 'GET' && call.path.startsWith('/v1/payment_intents/pi_fixture'),
    );
    expect(lookUps).toHaveLength(1);
    expect(lookUps[0]!.url).toContain('expand');

    const { rows } = await file.query(
      `select t.result, t.invoice_number, c.card_customer_ref, c.payment_method_ref
       from billing.transactions t join billing.customers c using (user_id) where t.transaction_id = $1`,
      [recordId],
    );
    expect(rows[0]).toEqual({
      result: 'success',
      invoice_number: 'MW-2026-000001',
      card_customer_ref: 'cus_fixture',
      payment_method_ref: expect.stringMatching(/^pm_/),
    });
    const { rows: states } = await file.query(
      `select state from billing.subscriptions s join billing.transaction_lines l using (subscription_id)
       where l.transaction_id = $1`,
      [recordId],
    );
    expect(states).toEqual([{ state: 'active' }, { state: 'active' }]);
    await file.waitForPublished('billing.payment-succeeded.v1', 1);
  });

  it('refuses an event signed with another secret (the sandbox’s included)', async () => {
    const rawBody = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: 'whsec_matchwire_sandbox_not_a_real_secret',
    });
    await expect(handlePaymentWebhook(file.service().deps, { rawBody, signature })).rejects.toMatchObject({
      resultCode: 13015,
    });
  });

  it('has no sandbox checkout (10005)', async () => {
    const answer = await file.get('/api/sandbox/checkout/cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAA', asUser('u-stripe'));
    expect(answer).toEqual({ status: 404, body: { resultCode: 10005, resultInfo: 'Interface 404' } });
  });
});
