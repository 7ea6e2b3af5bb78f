/**
 * Replacing the card kept for renewals through Stripe (docs/contracts/billing.md#replacing-the-card),
 * against stripe-mock: a Checkout Session in mode `setup` for the customer, and its locally signed
 * `checkout.session.completed` saving the SetupIntent's card — once per event, and charging a
 * past-due renewal with it once.
 */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { recordStripeMockCalls, stripeMock, stripeProviderEnv } from './support/stripe-mock-recorder.ts';
import { postStripeEvent } from './support/stripe-webhook.ts';
import { insertSubscription, subscriptionColumns } from './support/subscription-rows.ts';

const webhookSecret = 'whsec_billing_test_card_setup';
const env = stripeProviderEnv(webhookSecret);
const recorded = recordStripeMockCalls(env);

const file = useBillingTestFile({ start: '2026-04-02T15:00:00Z', env });
const runOnce = () => file.service().scheduler.runOnce();

/** A completed setup session's event, as Stripe sends it: our setup and user in the metadata. */
function setupCompletedEvent(input: { id: string; setupId: string; userId: string }) {
  return {
    id: input.id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_setup_fixture',
        object: 'checkout.session',
        mode: 'setup',
        status: 'complete',
        payment_status: 'no_payment_required',
        metadata: { cardSetupId: input.setupId, userId: input.userId },
        customer: 'cus_setup_fixture',
        setup_intent: 'seti_fixture',
      },
    },
  };
}

const savedCard = async (userId: string) =>
  (
    await file.query(
      'select card_customer_ref, payment_method_ref, card_last4 from billing.customers where user_id = $1',
      [userId],
    )
  ).rows[0];

describe.skipIf(!stripeMock)('replacing the card through Stripe (stripe-mock)', () => {
  let setupId: string;

  it('opens a Checkout Session in mode setup for the customer, charging nothing', async () => {
    const answer = await file.post('/api/transaction/paymentMethod/replace', undefined, asUser('u-setup'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.paymentUrl).toMatch(/^https:\/\//);
    const sessions = recorded.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    const body = Object.fromEntries(sessions[0]!.body);
    setupId = body['metadata[cardSetupId]']!;
    expect(sessions[0]!.headers['idempotency-key']).toBe(`card-setup:${setupId}`);
    expect(body).toMatchObject({
      mode: 'setup',
      customer: expect.stringMatching(/^cus_/),
      'metadata[userId]': 'u-setup',
      'setup_intent_data[metadata][cardSetupId]': setupId,
      currency: 'usd',
      success_url: 'https://www.matchwire.test/user/payment?card=saved',
      cancel_url: 'https://www.matchwire.test/user/payment?card=cancelled',
    });
    expect(Object.keys(body).some((key) => key.startsWith('line_items') || key.startsWith('payment_intent'))).toBe(
      false,
    );
    expect(recorded.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
  });

  it('saves the SetupIntent’s card from the signed webhook; the same event again changes nothing', async () => {
    const event = setupCompletedEvent({ id: 'evt_setup_1', setupId, userId: 'u-setup' });
    const answer = await postStripeEvent(file, webhookSecret, event);
    expect(answer.body).toEqual({ resultCode: 0, resultInfo: 'Success', data: { outcome: 'applied' } });
    const lookUps = recorded.filter((call) => call.method === 'GET' && call.path.startsWith('/v1/setup_intents/'));
    expect(lookUps).toHaveLength(1);
    expect(lookUps[0]!.url).toContain('expand');
    const card = await savedCard('u-setup');
    expect(card).toMatchObject({
      card_customer_ref: 'cus_setup_fixture',
      payment_method_ref: expect.stringMatching(/^pm_/),
    });

    await file.query(`update billing.customers set card_last4 = '0000' where user_id = 'u-setup'`);
    const again = await postStripeEvent(file, webhookSecret, event);
    expect(again.body.data).toEqual({ outcome: 'duplicate' });
    expect((await savedCard('u-setup'))!.card_last4).toBe('0000');
  });

  it('refuses a setup event with a bad signature, changing nothing', async () => {
    const event = setupCompletedEvent({ id: 'evt_setup_forged', setupId, userId: 'u-setup' });
    const forged = await postStripeEvent(file, 'whsec_not_the_endpoint_secret', event);
    expect(forged).toEqual({ status: 400, body: { resultCode: 13015, resultInfo: expect.any(String) } });
    const { rows } = await file.query(`select 1 from billing.provider_events where event_id = 'evt_setup_forged'`);
    expect(rows).toHaveLength(0);
  });

  it('charges a past-due renewal with the new card once, with its retry’s key, not again on the next pass', async () => {
    const id = await insertSubscription(file, {
      userId: 'u-past-due',
      state: 'past-due',
      currentPeriodStart: '2026-03-02T09:00:00Z',
      currentPeriodEnd: '2026-04-02T09:00:00Z',
      nextActionAt: '2026-04-03T09:00:00Z',
    });
    await file.query(`update billing.subscriptions set renewal_attempts = 1 where subscription_id = $1;`, [id]);
    const chargesBefore = recorded.filter((call) => call.path === '/v1/payment_intents').length;
    const event = setupCompletedEvent({
      id: 'evt_setup_2',
      setupId: 'f0e1d2c3-0000-4000-8000-000000000002',
      userId: 'u-past-due',
    });
    expect((await postStripeEvent(file, webhookSecret, event)).body.data).toEqual({ outcome: 'applied' });

    const charges = recorded.filter((call) => call.path === '/v1/payment_intents').slice(chargesBefore);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.headers['idempotency-key']).toBe(`renew:${id}:2:2`);
    expect(Object.fromEntries(charges[0]!.body)).toMatchObject({
      customer: 'cus_setup_fixture',
      payment_method: expect.stringMatching(/^pm_/),
      off_session: 'true',
      confirm: 'true',
    });
    // Whatever stripe-mock answered, the attempt is settled: the subscription is no longer due now.
    const after = await subscriptionColumns(file, id, 'renewal_attempts, next_action_at');
    expect((after.next_action_at as Date).getTime()).toBeGreaterThan(file.now().getTime());

    expect((await runOnce())['renew-subscriptions']).toBe(0);
    expect(recorded.filter((call) => call.path === '/v1/payment_intents').slice(chargesBefore)).toHaveLength(1);
    // A redelivery charges nothing either.
    expect((await postStripeEvent(file, webhookSecret, event)).body.data).toEqual({ outcome: 'duplicate' });
    expect(recorded.filter((call) => call.path === '/v1/payment_intents').slice(chargesBefore)).toHaveLength(1);
  });
});
