/**
 * Replacing the card kept for renewals (docs/contracts/billing.md#replacing-the-card) under the
 * sandbox provider: the save-card page takes no money, the card is saved through the webhook path,
 * and a past-due renewal is charged with the new card at once — once, not again on the next pass.
 */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { sessionOf, subscribeInSandbox, testCard } from './support/sandbox-checkout.ts';
import { subscriptionColumns } from './support/subscription-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-renewed.v1', 'billing.payment-failed.v1'],
});
const runOnce = () => file.service().scheduler.runOnce();

const paymentMethod = async (userId: string) =>
  (await file.get('/api/transaction/paymentMethod', asUser(userId))).body.data.card;

/** Asks to replace the card as `userId`; the sandbox session of the save-card page. */
async function beginReplacing(userId: string): Promise<string> {
  const answer = await file.post('/api/transaction/paymentMethod/replace', undefined, asUser(userId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.paymentUrl).toMatch(/^\/purchase\/sandbox\?session=cs_sandbox_/);
  return sessionOf(answer.body.data.paymentUrl);
}

const saveCard = (userId: string, sessionId: string, cardNumber: string) =>
  file.post(`/api/sandbox/checkout/${sessionId}/pay`, testCard(cardNumber, { expiry: '01/31' }), asUser(userId));

async function transactionCount(userId: string): Promise<number> {
  const { rows } = await file.query('select count(*)::int as n from billing.transactions where user_id = $1', [userId]);
  return rows[0]!.n as number;
}

describe('replacing the card kept for renewals', () => {
  it('opens the sandbox card page in its save-card variant, takes no money and shows the new card', async () => {
    await subscribeInSandbox(file, 'u-replace', { productId: 83, planId: 831 });
    expect(await paymentMethod('u-replace')).toMatchObject({ brand: 'visa', last4: '4242' });
    const transactionsBefore = await transactionCount('u-replace');

    const sessionId = await beginReplacing('u-replace');
    const page = await file.get(`/api/sandbox/checkout/${sessionId}`, asUser('u-replace'));
    expect(page.body.data).toMatchObject({
      sessionId,
      mode: 'setup',
      amount: { amount: 0, currency: 1 },
      status: 'open',
      successPath: '/user/payment?card=saved',
      cancelPath: '/user/payment?card=cancelled',
    });

    const saved = await saveCard('u-replace', sessionId, '5555555555554444');
    expect(saved.body.data).toEqual({
      outcome: 'succeeded',
      declineMessage: null,
      nextPath: '/user/payment?card=saved',
    });
    expect(await paymentMethod('u-replace')).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 1,
      expYear: 2031,
    });
    expect(await transactionCount('u-replace')).toBe(transactionsBefore);

    // Saving again on the same page changes nothing: the page is done.
    expect((await saveCard('u-replace', sessionId, '4242424242424242')).body.data.outcome).toBe('succeeded');
    expect(await paymentMethod('u-replace')).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('keeps the old card when the new one is refused, or when the customer gives up', async () => {
    await subscribeInSandbox(file, 'u-refused', { productId: 83, planId: 831 });
    const sessionId = await beginReplacing('u-refused');
    const refused = await saveCard('u-refused', sessionId, '4000000000000002');
    expect(refused.body.data).toMatchObject({ outcome: 'declined', declineMessage: 'Your card was declined.' });
    expect(await paymentMethod('u-refused')).toMatchObject({ brand: 'visa', last4: '4242' });

    const cancelled = await file.post(`/api/sandbox/checkout/${sessionId}/cancel`, undefined, asUser('u-refused'));
    expect(cancelled.body.data).toEqual({ nextPath: '/user/payment?card=cancelled' });
    expect(await paymentMethod('u-refused')).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('refuses another user’s save-card page, and anyone not signed in', async () => {
    await subscribeInSandbox(file, 'u-owner', { productId: 83, planId: 831 });
    const sessionId = await beginReplacing('u-owner');
    const read = await file.get(`/api/sandbox/checkout/${sessionId}`, asUser('u-intruder'));
    expect(read.body.resultCode).toBe(10004);
    const saved = await saveCard('u-intruder', sessionId, '5555555555554444');
    expect(saved.body.resultCode).toBe(10004);
    expect(await paymentMethod('u-owner')).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await paymentMethod('u-intruder')).toBeNull();
    expect((await file.post('/api/transaction/paymentMethod/replace')).body.resultCode).toBe(11007);
  });

  it('expires a save-card page left open a day, as Stripe’s setup sessions do, changing nothing else', async () => {
    await subscribeInSandbox(file, 'u-idle', { productId: 83, planId: 831 });
    const sessionId = await beginReplacing('u-idle');
    // Rows are stamped by the database's clock, not the file's: opened on the file's day.
    await file.query(`update billing.sandbox_sessions set created_at = $1 where session_id = $2`, [
      file.now(),
      sessionId,
    ]);
    file.setNow('2026-03-03T10:00:00Z');
    await runOnce();
    const page = await file.get(`/api/sandbox/checkout/${sessionId}`, asUser('u-idle'));
    expect(page.body.data).toMatchObject({ mode: 'setup', status: 'expired' });
    expect((await saveCard('u-idle', sessionId, '5555555555554444')).body.resultInfo).toBe('This checkout is closed');
    expect(await paymentMethod('u-idle')).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('charges a past-due renewal with the new card at once, with its retry’s key, and not again on the next pass', async () => {
    // Bought with the card that attaches but is declined when charged later.
    file.setNow('2026-03-02T09:00:00Z');
    const id = await subscribeInSandbox(
      file,
      'u-dunning',
      { productId: 83, planId: 831 },
      testCard('4000000000000341'),
    );
    // (The other tests' monthly subscriptions renew in this pass too.)
    file.setNow('2026-04-02T09:00:00Z');
    await runOnce();
    expect(await subscriptionColumns(file, id, 'state, renewal_attempts, next_action_at')).toEqual({
      state: 'past-due',
      renewal_attempts: 1,
      next_action_at: new Date('2026-04-03T09:00:00Z'),
    });
    const plansBefore = await file.get('/api/subscription/list', asUser('u-dunning'));
    expect(plansBefore.body.data.subscriptions[0]).toMatchObject({ state: 'past-due', status: 1 });

    file.setNow('2026-04-02T15:00:00Z');
    const sessionId = await beginReplacing('u-dunning');
    expect((await saveCard('u-dunning', sessionId, '4242424242424242')).body.data.outcome).toBe('succeeded');

    // Charged before the customer is back on the Payment page: renewed, the period following the old one.
    expect(
      await subscriptionColumns(
        file,
        id,
        'state, renewal_attempts, periods_paid, current_period_start, current_period_end, next_action_at',
      ),
    ).toEqual({
      state: 'active',
      renewal_attempts: 0,
      periods_paid: 2,
      current_period_start: new Date('2026-04-02T09:00:00Z'),
      current_period_end: new Date('2026-05-02T09:00:00Z'),
      next_action_at: new Date('2026-05-02T09:00:00Z'),
    });
    const renewals = async () =>
      (
        await file.query(
          `select result, idempotency_key from billing.transactions where user_id = $1 and kind = 'renewal'
           order by created_at`,
          ['u-dunning'],
        )
      ).rows;
    expect(await renewals()).toEqual([
      { result: 'fail', idempotency_key: `renew:${id}:2:1` },
      { result: 'success', idempotency_key: `renew:${id}:2:2` },
    ]);
    const { rows: charges } = await file.query(
      `select count(*)::int as n from billing.sandbox_sessions where kind = 'charge' and user_id = 'u-dunning'`,
    );
    expect(charges[0]!.n).toBe(2);
    await file.waitForPublished('billing.subscription-renewed.v1', 1);

    // The retry's date comes and the scheduler passes: nothing is due, nothing is charged again.
    file.setNow('2026-04-03T09:00:00Z');
    expect((await runOnce())['renew-subscriptions']).toBe(0);
    expect(await renewals()).toHaveLength(2);

    const transactions = await file.get('/api/transaction/list', asUser('u-dunning'));
    expect(transactions.body.data.transactions[0]).toMatchObject({ kind: 'renewal', result: 'success' });
    const plans = await file.get('/api/subscription/list', asUser('u-dunning'));
    expect(plans.body.data.subscriptions[0]).toMatchObject({ state: 'active', isAutoRenewing: true });
  });
});
