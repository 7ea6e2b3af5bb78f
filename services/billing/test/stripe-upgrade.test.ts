/**
 * An upgrade paid through Stripe (PAYMENT_PROVIDER=stripe, stripe-mock behind a recording proxy):
 * the Checkout Session charges the prorated total for the new plan with the upgrade's idempotency
 * key, for the customer's Stripe customer; a signed checkout.session.completed moves the
 * subscription to the new plan, once (a redelivery is a duplicate); a signed checkout.session.expired
 * of another upgrade drops it.
 */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { recordStripeMockCalls, stripeMock, stripeProviderEnv } from './support/stripe-mock-recorder.ts';
import { checkoutSessionEvent, postStripeEvent } from './support/stripe-webhook.ts';
import { insertSubscription, subscriptionColumns } from './support/subscription-rows.ts';

const webhookSecret = 'whsec_billing_test_upgrade_secret';

const env = stripeProviderEnv(webhookSecret);
const recorded = recordStripeMockCalls(env);

const file = useBillingTestFile({ start: '2026-03-12T09:00:00Z', env });

/** A signed Stripe event about the checkout session of our transaction `recordId`, posted to the webhook route. */
async function deliver(id: string, type: string, recordId: string, isPaid: boolean) {
  const event = checkoutSessionEvent({ id, type, recordId, customer: 'cus_upgrader', isPaid });
  return (await postStripeEvent(file, webhookSecret, event)).body.data.outcome as string;
}

const subscriptionRow = (subscriptionId: string) =>
  subscriptionColumns(
    file,
    subscriptionId,
    'plan_id, period, amount, current_period_start, current_period_end, periods_paid, upgrade_plan_id',
  );

describe.skipIf(!stripeMock)('an upgrade paid through Stripe (stripe-mock)', () => {
  let subscriptionId = '';
  let recordId = '';

  it('opens a Checkout Session for the prorated total with the upgrade’s idempotency key', async () => {
    // Monthly (99.00) paid on 2 March, the customer's card kept at Stripe.
    subscriptionId = await insertSubscription(file, {
      userId: 'u-upgrader',
      productId: 83,
      planId: 831,
      period: 1,
      amount: 9900,
      currentPeriodStart: '2026-03-02T09:00:00Z',
      currentPeriodEnd: '2026-04-02T09:00:00Z',
    });
    await file.query(`update billing.customers set card_customer_ref = 'cus_upgrader' where user_id = 'u-upgrader'`);
    const answer = await file.post('/api/subscription/upgrade', { subscriptionId, planId: 832 }, asUser('u-upgrader'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    recordId = answer.body.data.recordId;
    expect(answer.body.data.paymentUrl).toMatch(/^https:\/\//);
    const sessions = recorded.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.headers['idempotency-key']).toBe(`checkout:${recordId}`);
    // 21 unused days of 31: credit floor(9900 × 21 / 31) = 6706; 59400 − 6706 = 52694.
    expect(Object.fromEntries(sessions[0]!.body)).toMatchObject({
      mode: 'payment',
      customer: 'cus_upgrader',
      'metadata[transactionId]': recordId,
      'payment_intent_data[setup_future_usage]': 'off_session',
      'line_items[0][price_data][unit_amount]': '52694',
      'line_items[0][price_data][product_data][name]': 'English Premier League, yearly (upgrade)',
    });
    // No second Stripe customer for a customer who has one.
    expect(recorded.filter((call) => call.path === '/v1/customers')).toHaveLength(0);
  });

  it('moves the subscription to the yearly plan on checkout.session.completed, once', async () => {
    file.setNow('2026-03-12T09:05:00Z');
    expect(await deliver('evt_upgrade_paid', 'checkout.session.completed', recordId, true)).toBe('applied');
    expect(await deliver('evt_upgrade_paid', 'checkout.session.completed', recordId, true)).toBe('duplicate');
    expect(await subscriptionRow(subscriptionId)).toEqual({
      plan_id: 832,
      period: 2,
      amount: 59400,
      current_period_start: new Date('2026-03-12T09:05:00Z'),
      current_period_end: new Date('2027-03-12T09:05:00Z'),
      periods_paid: 2,
      upgrade_plan_id: null,
    });
    const { rows } = await file.query(
      `select t.result, t.pay_amount, c.payment_method_ref from billing.transactions t
       join billing.customers c using (user_id) where t.transaction_id = $1`,
      [recordId],
    );
    expect(rows[0]).toEqual({
      result: 'success',
      pay_amount: 52694,
      payment_method_ref: expect.stringMatching(/^pm_/),
    });
    // A late expiry of the same checkout changes nothing.
    expect(await deliver('evt_upgrade_late_expiry', 'checkout.session.expired', recordId, false)).toBe('applied');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: 832, upgrade_plan_id: null });
  });

  it('drops an upgrade whose checkout expires', async () => {
    const nba = await insertSubscription(file, {
      userId: 'u-upgrader',
      productId: 81,
      productName: 'NBA',
      sportType: 2,
      planId: 811,
      period: 1,
      amount: 9900,
      currentPeriodStart: '2026-03-02T09:00:00Z',
      currentPeriodEnd: '2026-04-02T09:00:00Z',
    });
    const answer = await file.post(
      '/api/subscription/upgrade',
      { subscriptionId: nba, planId: 813 },
      asUser('u-upgrader'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await subscriptionRow(nba)).toMatchObject({ upgrade_plan_id: 813 });
    expect(await deliver('evt_upgrade_expired', 'checkout.session.expired', answer.body.data.recordId, false)).toBe(
      'applied',
    );
    expect(await subscriptionRow(nba)).toMatchObject({ plan_id: 811, upgrade_plan_id: null });
  });
});
