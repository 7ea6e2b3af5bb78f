/**
 * Upgrading a subscription (docs/contracts/billing.md#upgrades): to a longer plan of the same
 * product, the unused whole days of the paid period credited (rounded down to the cent) against the
 * new plan's price; paid through the same checkout as an order (the sandbox provider), applied when
 * its payment arrives (new plan, new period from the payment, history `upgraded`), dropped when its
 * checkout is given up; a second upgrade while one waits is 13005.
 */
import { describe, expect, it } from 'vitest';
import { sandboxSessionRows } from '../src/db/sandbox-session-repository.ts';
import { sandboxCompletedEvent } from '../src/payments/sandbox-events.ts';
import { signSandboxEvent } from '../src/payments/sandbox-provider.ts';
import { isLongerPeriod, prorateUpgrade } from '../src/pricing/proration.ts';
import { handlePaymentWebhook } from '../src/use-cases/handle-payment-webhook.ts';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { sessionOf, subscribeInSandbox, testCard } from './support/sandbox-checkout.ts';
import { historyOf, subscriptionColumns } from './support/subscription-rows.ts';
import { transactionColumns } from './support/transaction-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-activated.v1', 'billing.payment-succeeded.v1'],
});

/** Product 83's plans (the catalogue's demo seed): monthly 831, yearly 832, quarterly 833, one-time 834. */
const monthly = 831;
const yearly = 832;
const quarterly = 833;
const visa = testCard();

/** Orders product 83's `planId` for `userId` and pays it in the sandbox; the subscription's id. */
const subscribed = (userId: string, planId: number) => subscribeInSandbox(file, userId, { productId: 83, planId });

const subscriptionRow = (subscriptionId: string) =>
  subscriptionColumns(
    file,
    subscriptionId,
    'state, plan_id, period, amount, current_period_start, current_period_end, periods_paid, next_action_at, upgrade_plan_id',
  );

const transactionRow = (transactionId: string) =>
  transactionColumns(file, transactionId, 'kind, result, income_amount, pay_amount, invoice_number, idempotency_key');

describe('the proration rule', () => {
  it.each([
    // price paid, period start, period end, now, new price → unused days, period days, credit, total
    [9900, '2026-03-02T09:00:00Z', '2026-04-02T09:00:00Z', '2026-03-12T09:00:00Z', 59400, 21, 31, 6706, 52694],
    // A day begun is a day used: 20 days and 18 hours left are 20 days.
    [9900, '2026-03-02T09:00:00Z', '2026-04-02T09:00:00Z', '2026-03-12T15:00:00Z', 59400, 20, 31, 6387, 53013],
    // On its first day nothing is used yet (31 whole days left of 31).
    [9900, '2026-03-02T09:00:00Z', '2026-04-02T09:00:00Z', '2026-03-02T09:00:00Z', 19899, 31, 31, 9900, 9999],
    // Its last hours credit nothing.
    [9900, '2026-03-02T09:00:00Z', '2026-04-02T09:00:00Z', '2026-04-02T08:00:00Z', 59400, 0, 31, 0, 59400],
    // A credit larger than the new price (a price change since) makes the upgrade free, never negative.
    [30000, '2026-03-02T09:00:00Z', '2026-04-02T09:00:00Z', '2026-03-03T09:00:00Z', 20000, 30, 31, 29032, 0],
  ])('%i paid for %s–%s, upgraded at %s to %i', (pricePaid, start, end, now, newPrice, ...expected) => {
    const [unusedDays, periodDays, credit, total] = expected;
    expect(
      prorateUpgrade({
        pricePaid,
        currentPeriodStart: new Date(start),
        currentPeriodEnd: new Date(end),
        now: new Date(now),
        newPrice,
      }),
    ).toEqual({ unusedDays, periodDays, credit, total });
  });

  it('counts only a longer renewing period as an upgrade', () => {
    expect(isLongerPeriod(1, 2)).toBe(true); // monthly → yearly
    expect(isLongerPeriod(1, 3)).toBe(true); // monthly → quarterly
    expect(isLongerPeriod(5, 1)).toBe(true); // day → monthly
    expect(isLongerPeriod(3, 2)).toBe(true); // quarterly → yearly
    expect(isLongerPeriod(2, 1)).toBe(false); // yearly → monthly
    expect(isLongerPeriod(1, 1)).toBe(false);
    expect(isLongerPeriod(1, 4)).toBe(false); // a one-time plan
    expect(isLongerPeriod(4, 2)).toBe(false);
  });
});

describe('upgrading a monthly subscription to yearly', () => {
  let subscriptionId = '';
  let recordId = '';
  let paymentUrl = '';

  it('sets up: a monthly plan paid on 2 March', async () => {
    subscriptionId = await subscribed('u-up', monthly);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      state: 'active',
      plan_id: monthly,
      amount: 9900,
      current_period_end: new Date('2026-04-02T09:00:00Z'),
      periods_paid: 1,
    });
    const listed = await file.get('/api/subscription/list', asUser('u-up'));
    expect(listed.body.data.subscriptions[0].actions).toMatchObject({ canUpgrade: true });
  });

  it('quotes the credit for the unused days and the total', async () => {
    file.setNow('2026-03-12T09:00:00Z');
    const answer = await file.post(
      '/api/subscription/upgrade/quote',
      { subscriptionId, planId: yearly },
      asUser('u-up'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      subscriptionId,
      from: { planId: monthly, period: 1, price: { amount: 9900, currency: 1 } },
      to: { planId: yearly, period: 2, price: { amount: 59400, currency: 1 } },
      unusedDays: 21,
      periodDays: 31,
      credit: { amount: 6706, currency: 1 },
      total: { amount: 52694, currency: 1 },
    });
  });

  it('refuses what is not an upgrade of the caller’s running subscription', async () => {
    const ask = (body: Record<string, unknown>, userId = 'u-up') =>
      file.post('/api/subscription/upgrade', body, asUser(userId));
    // Another user's subscription reads as unknown.
    expect((await ask({ subscriptionId, planId: yearly }, 'u-other')).body.resultCode).toBe(13003);
    // A plan of another product: the catalogue does not know it as this product's.
    expect((await ask({ subscriptionId, planId: 812 })).body.resultCode).toBe(12006);
    // The same plan, a shorter one, a one-time purchase.
    for (const planId of [monthly, 834]) {
      const answer = await ask({ subscriptionId, planId });
      expect(answer.status).toBe(400);
      expect(answer.body.resultCode).toBe(10002);
    }
  });

  it('begins a checkout for the prorated amount and marks the upgrade as waiting', async () => {
    const answer = await file.post('/api/subscription/upgrade', { subscriptionId, planId: yearly }, asUser('u-up'));
    expect(answer.status).toBe(200);
    ({ recordId, paymentUrl } = answer.body.data);
    expect(paymentUrl).toMatch(/^\/purchase\/sandbox\?session=cs_sandbox_/);
    expect(await transactionRow(recordId)).toEqual({
      kind: 'upgrade',
      result: 'to-be-paid',
      income_amount: 59400,
      pay_amount: 52694,
      invoice_number: null,
      idempotency_key: `checkout:${recordId}`,
    });
    const session = await file.get(`/api/sandbox/checkout/${sessionOf(paymentUrl)}`, asUser('u-up'));
    expect(session.body.data).toMatchObject({ amount: { amount: 52694, currency: 1 } });
    // Nothing changes on the subscription until it is paid, but for the waiting upgrade.
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: monthly,
      amount: 9900,
      upgrade_plan_id: yearly,
      current_period_end: new Date('2026-04-02T09:00:00Z'),
    });
    const record = await file.get(`/api/transaction/record?recordId=${recordId}`, asUser('u-up'));
    expect(record.body.data).toMatchObject({ result: 'to-be-paid', paymentUrl });
  });

  it('answers 13005 to a second upgrade while the first waits', async () => {
    for (const planId of [yearly, quarterly]) {
      const again = await file.post('/api/subscription/upgrade', { subscriptionId, planId }, asUser('u-up'));
      expect(again.status).toBe(409);
      expect(again.body.resultCode).toBe(13005);
    }
    const quote = await file.post(
      '/api/subscription/upgrade/quote',
      { subscriptionId, planId: yearly },
      asUser('u-up'),
    );
    expect(quote.body.resultCode).toBe(13005);
    const listed = await file.get('/api/subscription/list', asUser('u-up'));
    expect(listed.body.data.subscriptions[0].actions).toMatchObject({ canUpgrade: false });
  });

  it('moves the subscription to the yearly plan when paid, its new period starting at the payment', async () => {
    file.setNow('2026-03-12T10:00:00Z');
    const paid = await file.post(`/api/sandbox/checkout/${sessionOf(paymentUrl)}/pay`, visa, asUser('u-up'));
    expect(paid.body.data.outcome).toBe('succeeded');
    expect(await subscriptionRow(subscriptionId)).toEqual({
      state: 'active',
      plan_id: yearly,
      period: 2,
      amount: 59400,
      current_period_start: new Date('2026-03-12T10:00:00Z'),
      current_period_end: new Date('2027-03-12T10:00:00Z'),
      periods_paid: 2,
      next_action_at: new Date('2027-03-12T10:00:00Z'),
      upgrade_plan_id: null,
    });
    expect(await transactionRow(recordId)).toMatchObject({
      result: 'success',
      invoice_number: expect.stringMatching(/^MW-2026-\d{6}$/),
    });
    expect((await historyOf(file, subscriptionId)).at(-1)).toEqual({
      event: 'upgraded',
      payResult: null,
      beforeState: 'active',
      afterState: 'active',
      beforeExpireAt: '2026-04-02T09:00:00.000Z',
      afterExpireAt: '2027-03-12T10:00:00.000Z',
      actor: 'provider',
    });
    const activated = await file.outboxEvents('billing.subscription-activated.v1');
    expect(activated.at(-1)!.payload).toMatchObject({
      subscriptionId,
      planId: yearly,
      period: 2,
      currentPeriodEnd: '2027-03-12T10:00:00.000Z',
      transactionId: recordId,
    });
    const receipts = await file.outboxEvents('billing.payment-succeeded.v1');
    expect(receipts.filter((event) => event.payload.transactionId === recordId)).toHaveLength(1);
    const listed = await file.get('/api/subscription/list', asUser('u-up'));
    expect(listed.body.data.subscriptions[0]).toMatchObject({
      plan: { planId: yearly, price: { amount: 59400, currency: 1 }, period: 2 },
      nextBillingDate: '2027-03-12T10:00:00.000Z',
      actions: { canUpgrade: false },
    });
  });

  it('changes nothing when the payment is reported again (another event of the same payment)', async () => {
    const session = await sandboxSessionRows.find(file.service().deps.db, sessionOf(paymentUrl));
    const card = { number: visa.cardNumber, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
    const again = signSandboxEvent(sandboxCompletedEvent(session!, card, file.now()));
    expect(await handlePaymentWebhook(file.service().deps, again)).toBe('applied');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ periods_paid: 2, plan_id: yearly });
    expect(
      (await historyOf(file, subscriptionId)).filter((row) => (row as { event?: string }).event === 'upgraded'),
    ).toHaveLength(1);
  });
});

describe('an upgrade given up', () => {
  it('is dropped when its checkout is cancelled, and may be ordered again', async () => {
    file.setNow('2026-04-01T00:00:00Z');
    const subscriptionId = await subscribed('u-drop', monthly);
    const first = await file.post('/api/subscription/upgrade', { subscriptionId, planId: quarterly }, asUser('u-drop'));
    expect(first.status).toBe(200);
    const cancelled = await file.post(
      `/api/sandbox/checkout/${sessionOf(first.body.data.paymentUrl)}/cancel`,
      {},
      asUser('u-drop'),
    );
    expect(cancelled.status).toBe(200);
    expect(await transactionRow(first.body.data.recordId)).toMatchObject({ result: 'closed' });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: monthly, upgrade_plan_id: null });
    const second = await file.post('/api/subscription/upgrade', { subscriptionId, planId: yearly }, asUser('u-drop'));
    expect(second.status).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ upgrade_plan_id: yearly });
  });

  it('is ordered once when two upgrades are asked for at the same moment (the other 13005)', async () => {
    const subscriptionId = await subscribed('u-twice', monthly);
    const answers = await Promise.all(
      [yearly, quarterly].map((planId) =>
        file.post('/api/subscription/upgrade', { subscriptionId, planId }, asUser('u-twice')),
      ),
    );
    expect(answers.map((answer) => answer.body.resultCode).sort()).toEqual([0, 13005]);
    const { rows } = await file.query(
      `select count(*)::int as upgrades from billing.transactions where user_id = 'u-twice' and kind = 'upgrade'`,
    );
    expect(rows[0]!.upgrades).toBe(1);
  });

  it('is refused for an unsubscribed subscription (13004)', async () => {
    const subscriptionId = await subscribed('u-unsub', monthly);
    await file.post('/api/subscription/unsubscribe', { subscriptionId }, asUser('u-unsub'));
    const answer = await file.post('/api/subscription/upgrade', { subscriptionId, planId: yearly }, asUser('u-unsub'));
    expect(answer.body.resultCode).toBe(13004);
  });
});

describe('an upgrade and the renewal', () => {
  async function renewalsOf(userId: string) {
    const { rows } = await file.query(
      `select result from billing.transactions where user_id = $1 and kind = 'renewal' order by created_at`,
      [userId],
    );
    return rows.map((row) => row.result);
  }

  it('holds a renewal while an upgrade waits for its payment; once the upgrade is given up it renews', async () => {
    file.setNow('2026-05-01T00:00:00Z');
    const subscriptionId = await subscribed('u-wait', monthly);
    file.setNow('2026-05-31T12:00:00Z');
    const upgrade = await file.post('/api/subscription/upgrade', { subscriptionId, planId: yearly }, asUser('u-wait'));
    expect(upgrade.status).toBe(200);
    file.setNow('2026-06-01T01:00:00Z');
    await file.service().scheduler.runOnce();
    expect(await renewalsOf('u-wait')).toEqual([]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ state: 'active', periods_paid: 1 });

    await file.post(`/api/sandbox/checkout/${sessionOf(upgrade.body.data.paymentUrl)}/cancel`, {}, asUser('u-wait'));
    await file.service().scheduler.runOnce();
    expect(await renewalsOf('u-wait')).toEqual(['success']);
    // The renewed period follows the old one.
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: monthly,
      periods_paid: 2,
      current_period_start: new Date('2026-06-01T00:00:00Z'),
      current_period_end: new Date('2026-07-01T00:00:00Z'),
      upgrade_plan_id: null,
    });
  });
});

describe('an upgrade paid by wallet', () => {
  it('opens a wallet order for the prorated amount; approving it upgrades the subscription', async () => {
    file.setNow('2026-08-01T09:00:00Z');
    const subscriptionId = await subscribed('u-wallet-up', monthly);
    file.setNow('2026-08-11T09:00:00Z');
    const upgrade = await file.post(
      '/api/subscription/upgrade',
      { subscriptionId, planId: yearly, payMethod: 'wallet' },
      asUser('u-wallet-up'),
    );
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    const { recordId, paymentUrl } = upgrade.body.data as { recordId: string; paymentUrl: string };
    expect(paymentUrl).toMatch(/^\/purchase\/wallet-sandbox\?token=SANDBOX[0-9A-Z]{13}$/);
    expect(await transactionRow(recordId)).toMatchObject({ kind: 'upgrade', result: 'to-be-paid' });
    expect(await transactionColumns(file, recordId, 'platform')).toEqual({ platform: 2 });

    const orderId = new URLSearchParams(paymentUrl.split('?')[1]).get('token')!;
    const approved = await file.post(`/api/sandbox/wallet/approval/${orderId}/approve`, {}, asUser('u-wallet-up'));
    expect(approved.status).toBe(200);
    expect(await transactionRow(recordId)).toMatchObject({ result: 'success' });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      state: 'active',
      plan_id: yearly,
      upgrade_plan_id: null,
    });
  });
});
