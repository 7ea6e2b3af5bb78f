/**
 * A renewal reported twice (docs/contracts/billing.md#renewals): the scheduler's charge decides, and
 * the provider's webhooks about the same off-session payment intent (Stripe sends
 * payment_intent.succeeded / payment_intent.payment_failed for it) change nothing, whichever
 * arrives first: the transaction, the subscription, its history and the events stay as the
 * scheduler left them. Sandbox provider; the events signed as the sandbox signs Stripe's.
 */
import { describe, expect, it } from 'vitest';
import { signSandboxEvent } from '../src/payments/sandbox-provider.ts';
import { handlePaymentWebhook } from '../src/use-cases/handle-payment-webhook.ts';
import { useBillingTestFile } from './support/billing-test-file.ts';
import { subscribeInSandbox } from './support/sandbox-checkout.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });

const subscribed = (userId: string) => subscribeInSandbox(file, userId, { productId: 83, planId: 831 });

/** Stripe's event about the renewal's off-session payment intent, as the webhook route would get it. */
function intentEvent(id: string, type: string, transactionId: string) {
  const failed = type === 'payment_intent.payment_failed';
  return signSandboxEvent({
    id,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: 'pi_renewal',
        object: 'payment_intent',
        amount: 9900,
        currency: 'usd',
        status: failed ? 'requires_payment_method' : 'succeeded',
        metadata: { transactionId, kind: 'renewal' },
        payment_method: 'pm_renewal',
        ...(failed ? { last_payment_error: { type: 'card_error', message: 'Your card was declined.' } } : {}),
      },
    },
  });
}

/** Everything a renewal leaves: its transactions, the subscription, its history and the outbox. */
async function snapshot(userId: string, subscriptionId: string) {
  const transactions = await file.query(
    `select transaction_id, kind, result, failure_reason, invoice_number from billing.transactions
     where user_id = $1 order by created_at, transaction_id`,
    [userId],
  );
  const subscription = await file.query(
    `select state, periods_paid, renewal_attempts, current_period_end, next_action_at
     from billing.subscriptions where subscription_id = $1`,
    [subscriptionId],
  );
  const history = await file.query(
    `select count(*)::int as rows from billing.subscription_history where subscription_id = $1`,
    [subscriptionId],
  );
  const outbox = await file.query(`select count(*)::int as events from billing.outbox where event_key = $1`, [userId]);
  return {
    transactions: transactions.rows,
    subscription: subscription.rows[0],
    history: history.rows[0],
    outbox: outbox.rows[0],
  };
}

async function renewalOf(userId: string) {
  const { rows } = await file.query(
    `select transaction_id, result from billing.transactions where user_id = $1 and kind = 'renewal'
     order by created_at desc limit 1`,
    [userId],
  );
  return rows[0] as { transaction_id: string; result: string };
}

describe('a renewal the scheduler charged and the provider reports too', () => {
  it('applies a paid renewal once: the succeeded and a stray failed event change nothing', async () => {
    const subscriptionId = await subscribed('u-echo');
    file.setNow('2026-04-02T09:00:01Z');
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'renew-subscriptions': 1 });
    const renewal = await renewalOf('u-echo');
    expect(renewal.result).toBe('success');
    const before = await snapshot('u-echo', subscriptionId);
    expect(before.subscription).toMatchObject({ state: 'active', periods_paid: 2 });

    const deps = file.service().deps;
    for (const [id, type] of [
      ['evt_echo_paid', 'payment_intent.succeeded'],
      ['evt_echo_failed', 'payment_intent.payment_failed'],
    ] as const) {
      expect(['ignored', 'duplicate']).toContain(
        await handlePaymentWebhook(deps, intentEvent(id, type, renewal.transaction_id)),
      );
    }
    expect(await snapshot('u-echo', subscriptionId)).toEqual(before);
    // And a second scheduler pass charges nothing more.
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'renew-subscriptions': 0 });
    expect(await snapshot('u-echo', subscriptionId)).toEqual(before);
  });

  it('applies a declined renewal once: a failed event arriving after it changes nothing', async () => {
    const subscriptionId = await subscribed('u-echo-declined');
    await file.query(
      `update billing.customers set payment_method_ref = 'pm_sandbox_declines_test' where user_id = 'u-echo-declined'`,
    );
    file.setNow('2026-05-02T09:00:01Z');
    await file.service().scheduler.runOnce();
    const renewal = await renewalOf('u-echo-declined');
    expect(renewal.result).toBe('fail');
    const before = await snapshot('u-echo-declined', subscriptionId);
    expect(before.subscription).toMatchObject({ state: 'past-due', renewal_attempts: 1 });
    const outcome = await handlePaymentWebhook(
      file.service().deps,
      intentEvent('evt_echo_declined', 'payment_intent.payment_failed', renewal.transaction_id),
    );
    expect(outcome).toBe('ignored');
    expect(await snapshot('u-echo-declined', subscriptionId)).toEqual(before);
  });
});
