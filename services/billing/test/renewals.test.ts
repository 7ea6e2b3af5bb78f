/**
 * Renewals (docs/contracts/billing.md#renewals), driven with the injected clock and runOnce(): a
 * recurring card subscription is charged on its saved card when its period ends; a refused charge
 * is retried 1, 3 and 5 days later while the subscription stays usable, then it expires; a pass cut
 * short after the charge charges once when run again. Paid through the sandbox provider.
 */
import { describe, expect, it } from 'vitest';
import type { TSavedCardCharge } from '../src/payments/saved-card-charges.ts';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { subscriptionColumns } from './support/subscription-rows.ts';
import { subscribeInSandbox, testCard } from './support/sandbox-checkout.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-renewed.v1', 'billing.payment-failed.v1', 'billing.subscription-expired.v1'],
});
const runOnce = () => file.service().scheduler.runOnce();

/** Buys `planId` of `productId` for `userId`, paid with a sandbox test card (Visa by default); the subscription. */
const subscribed = (userId: string, productId: number, planId: number, cardNumber?: string) =>
  subscribeInSandbox(file, userId, { productId, planId }, testCard(cardNumber));

/** From now on the customer's saved card is declined when charged (the sandbox's mark of such a card). */
async function declineFrom(userId: string) {
  await file.query(`update billing.customers set payment_method_ref = 'pm_sandbox_declines_test' where user_id = $1`, [
    userId,
  ]);
}

const subscription = (subscriptionId: string) =>
  subscriptionColumns(
    file,
    subscriptionId,
    'state, current_period_start, current_period_end, periods_paid, renewal_attempts, next_action_at, expire_reason',
  );

async function renewalsOf(subscriptionId: string) {
  const { rows } = await file.query(
    `select t.result, t.idempotency_key, t.failure_reason, t.pay_amount, t.invoice_number, t.provider_ref
     from billing.transactions t join billing.transaction_lines l using (transaction_id)
     where l.subscription_id = $1 and t.kind = 'renewal' order by t.created_at, t.idempotency_key`,
    [subscriptionId],
  );
  return rows;
}

async function payResults(subscriptionId: string) {
  const { rows } = await file.query(
    `select event, pay_result, after_state from billing.subscription_history
     where subscription_id = $1 and event in ('renewal', 'expired') order by history_id`,
    [subscriptionId],
  );
  return rows;
}

/** A monthly subscription bought on 2 March 2026 once its first renewal is paid: 2 April to 2 May, no gap. */
const renewedOnce = {
  state: 'active',
  current_period_start: new Date('2026-04-02T09:00:00Z'),
  current_period_end: new Date('2026-05-02T09:00:00Z'),
  periods_paid: 2,
  renewal_attempts: 0,
};

describe('renewing a card subscription', () => {
  it('charges the saved card when the period ends and moves the period on, once', async () => {
    const id = await subscribed('u-renew', 83, 831);
    file.setNow('2026-04-02T08:59:00Z');
    expect((await runOnce())['renew-subscriptions']).toBe(0);

    file.setNow('2026-04-02T09:00:00Z');
    expect((await runOnce())['renew-subscriptions']).toBe(1);
    expect(await subscription(id)).toMatchObject({
      ...renewedOnce,
      next_action_at: new Date('2026-05-02T09:00:00Z'),
    });
    expect(await renewalsOf(id)).toEqual([
      {
        result: 'success',
        idempotency_key: `renew:${id}:2:1`,
        failure_reason: null,
        pay_amount: 9900,
        invoice_number: expect.stringMatching(/^MW-2026-\d{6}$/),
        provider_ref: expect.stringMatching(/^pi_sandbox_/),
      },
    ]);
    expect(await payResults(id)).toEqual([
      { event: 'renewal', pay_result: 'renew-pay-success', after_state: 'active' },
    ]);
    await file.waitForPublished('billing.subscription-renewed.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.subscription-renewed.v1')).toMatchObject({
      key: 'u-renew',
      payload: { subscriptionId: id, currentPeriodEnd: '2026-05-02T09:00:00.000Z', planId: 831, period: 1 },
    });
    expect((await runOnce())['renew-subscriptions']).toBe(0);
  });

  it('retries a refused charge 1, 3 and 5 days later while it stays usable, then expires it', async () => {
    file.setNow('2026-03-02T09:00:00Z');
    const id = await subscribed('u-dunning', 82, 821);
    // The saved card is refused from now on (as one saved from Stripe's 4000 0000 0000 0341 is).
    await declineFrom('u-dunning');

    const retries = [
      { at: '2026-04-02T09:00:00Z', next: '2026-04-03T09:00:00Z' },
      { at: '2026-04-03T09:00:00Z', next: '2026-04-06T09:00:00Z' },
      { at: '2026-04-06T09:00:00Z', next: '2026-04-11T09:00:00Z' },
    ];
    for (const [index, retry] of retries.entries()) {
      file.setNow(retry.at);
      expect((await runOnce())['renew-subscriptions']).toBe(1);
      expect(await subscription(id)).toMatchObject({
        state: 'past-due',
        renewal_attempts: index + 1,
        next_action_at: new Date(retry.next),
        current_period_end: new Date('2026-04-02T09:00:00Z'),
      });
    }
    file.setNow('2026-04-11T09:00:00Z');
    expect((await runOnce())['renew-subscriptions']).toBe(1);
    expect(await subscription(id)).toMatchObject({
      state: 'expired',
      expire_reason: 'payment-failed',
      next_action_at: null,
    });

    const renewals = await renewalsOf(id);
    expect(renewals.map((row) => [row.result, row.idempotency_key, row.failure_reason])).toEqual([
      ['fail', `renew:${id}:2:1`, 'Your card was declined.'],
      ['fail', `renew:${id}:2:2`, 'Your card was declined.'],
      ['fail', `renew:${id}:2:3`, 'Your card was declined.'],
      ['fail', `renew:${id}:2:4`, 'Your card was declined.'],
    ]);
    expect(await payResults(id)).toEqual([
      { event: 'renewal', pay_result: 'renew-pay-failed', after_state: 'past-due' },
      { event: 'renewal', pay_result: 'renew-pay-retry', after_state: 'past-due' },
      { event: 'renewal', pay_result: 'renew-pay-retry', after_state: 'past-due' },
      { event: 'expired', pay_result: 'renew-pay-retry', after_state: 'expired' },
    ]);
    await file.waitForPublished('billing.subscription-expired.v1', 1);
    const failures = file
      .published()
      .filter((event) => event.type === 'billing.payment-failed.v1' && event.key === 'u-dunning')
      .map((event) => event.payload.nextAttemptAt);
    expect(failures).toEqual(['2026-04-03T09:00:00.000Z', '2026-04-06T09:00:00.000Z', '2026-04-11T09:00:00.000Z', '']);
    expect(file.published().find((event) => event.type === 'billing.subscription-expired.v1')).toMatchObject({
      payload: { subscriptionId: id, reason: 'payment-failed' },
    });
    expect((await runOnce())['renew-subscriptions']).toBe(0);
  });

  it('renews on a retry that is paid, the new period following the old one without a gap', async () => {
    file.setNow('2026-03-02T09:00:00Z');
    const id = await subscribed('u-recovered', 84, 841);
    await declineFrom('u-recovered');
    file.setNow('2026-04-02T09:00:00Z');
    await runOnce();
    expect((await renewalsOf(id))[0]!.failure_reason).toBe('Your card was declined.');
    // The customer's card works again (a new card, funds back).
    await file.query(
      `update billing.customers set payment_method_ref = 'pm_sandbox_good' where user_id = 'u-recovered'`,
    );
    file.setNow('2026-04-03T10:00:00Z');
    await runOnce();
    expect(await subscription(id)).toMatchObject(renewedOnce);
    expect(await payResults(id)).toEqual([
      { event: 'renewal', pay_result: 'renew-pay-failed', after_state: 'past-due' },
      { event: 'renewal', pay_result: 'renew-pay-success', after_state: 'active' },
    ]);
  });

  it('charges once when a pass is cut short after the charge and runs again', async () => {
    file.setNow('2026-03-02T09:00:00Z');
    const id = await subscribed('u-restart', 85, 851);
    const { deps } = file.service();
    const provider = deps.payments;
    const charges: string[] = [];
    deps.payments = {
      ...provider,
      async chargeSavedCard(charge: TSavedCardCharge) {
        charges.push(charge.idempotencyKey);
        const result = await provider.chargeSavedCard(charge);
        // The process dies after the provider charged, before billing committed.
        if (charges.length === 1) throw new Error('killed after the charge');
        return result;
      },
    };
    try {
      file.setNow('2026-04-02T09:00:00Z');
      expect((await runOnce())['renew-subscriptions']).toBe(0);
      expect(await renewalsOf(id)).toEqual([]);
      expect((await runOnce())['renew-subscriptions']).toBe(1);
    } finally {
      deps.payments = provider;
    }
    expect(charges).toEqual([`renew:${id}:2:1`, `renew:${id}:2:1`]);
    const { rows } = await file.query(
      `select count(*)::int as charges from billing.sandbox_sessions where kind = 'charge' and user_id = 'u-restart'`,
    );
    expect(rows).toEqual([{ charges: 1 }]);
    expect((await renewalsOf(id)).map((row) => row.result)).toEqual(['success']);
    expect(await subscription(id)).toMatchObject({ periods_paid: 2 });
  });

  it('leaves unsubscribed and one-time subscriptions to the expiry job, and renews nothing twice at once', async () => {
    file.setNow('2026-03-02T09:00:00Z');
    const unsubscribed = await subscribed('u-leaving', 86, 861);
    await file.post('/api/subscription/unsubscribe', { subscriptionId: unsubscribed }, asUser('u-leaving'));
    const once = await subscribed('u-leaving', 83, 834);
    const concurrent = await subscribed('u-busy', 90, 901);
    file.setNow('2026-04-02T09:00:00Z');
    const passes = await Promise.all([runOnce(), runOnce()]);
    expect(passes.map((pass) => pass['renew-subscriptions']).sort()).toEqual([0, 1]);
    expect((await subscription(unsubscribed)).state).toBe('expired');
    expect((await subscription(once)).state).toBe('active');
    expect(await renewalsOf(unsubscribed)).toEqual([]);
    expect(await renewalsOf(once)).toEqual([]);
    expect((await renewalsOf(concurrent)).map((row) => row.result)).toEqual(['success']);
  });

  it('declines renewals of a card saved from Stripe’s 4000 0000 0000 0341 (it pays at checkout, fails later)', async () => {
    file.setNow('2026-03-02T09:00:00Z');
    const id = await subscribed('u-0341', 91, 911, '4000 0000 0000 0341');
    file.setNow('2026-04-02T09:00:00Z');
    await runOnce();
    expect(await subscription(id)).toMatchObject({ state: 'past-due', renewal_attempts: 1 });
    expect((await renewalsOf(id)).map((row) => row.failure_reason)).toEqual(['Your card was declined.']);
  });
});
