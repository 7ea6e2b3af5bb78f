/**
 * Ordering and paying by card through the sandbox provider (docs/contracts/billing.md#ordering):
 * subscription add → the sandbox checkout → a Stripe-format webhook → active subscriptions, a paid
 * transaction with its invoice number, the events; a declined card, then paying again; the card
 * form's checks on the server; who may see what.
 */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { orderInSandbox, sessionOf, subscribeInSandbox, testCard } from './support/sandbox-checkout.ts';
import { transactionColumns } from './support/transaction-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-activated.v1', 'billing.payment-succeeded.v1', 'billing.payment-failed.v1'],
});

const order = (userId: string, body: Record<string, unknown>) => orderInSandbox(file, userId, body);

const pay = (userId: string, sessionId: string, body: Record<string, unknown>) =>
  file.post(`/api/sandbox/checkout/${sessionId}/pay`, body, asUser(userId));

const record = async (userId: string, recordId: string) =>
  (await file.get(`/api/transaction/record?recordId=${recordId}`, asUser(userId))).body;

describe('subscription add, paid in the sandbox checkout', () => {
  let first: Awaited<ReturnType<typeof order>>;
  /** Whom billing's events about the first order name: u-ada, who ordered in Vietnamese. */
  const ada = { userId: 'u-ada', email: 'u-ada@example.com', language: 'vi' };
  /** What the payment events say of the first order's payment. */
  const firstPayment = () => ({ ...ada, transactionId: first.recordId, amount: 53460, currency: 1 });

  /** Pays the first order's checkout with `card`: the checkout's answer, then the record as the customer reads it. */
  async function payFirst(card: Record<string, string>) {
    const answer = await pay('u-ada', first.sessionId, card);
    return { answer: answer.body.data, record: (await record('u-ada', first.recordId)).data };
  }

  it('creates incomplete subscriptions, a transaction to be paid and a sandbox checkout', async () => {
    first = await order('u-ada', {
      subscriptionList: [{ productId: 83, planId: 832 }],
      promotionCode: 'WELCOME10',
      lang: 'vi',
    });
    expect(first.paymentUrl).toMatch(/^\/purchase\/sandbox\?session=cs_sandbox_[A-Za-z0-9]{24}$/);
    const { rows: transactions } = await file.query('select * from billing.transactions where transaction_id = $1', [
      first.recordId,
    ]);
    expect(transactions[0]).toMatchObject({
      user_id: 'u-ada',
      kind: 'first-payment',
      platform: 1,
      result: 'to-be-paid',
      income_amount: 59400,
      pay_amount: 53460,
      currency: 1,
      promotion_code: 'WELCOME10',
      idempotency_key: `checkout:${first.recordId}`,
      provider_ref: first.sessionId,
      description: 'English Premier League, yearly',
    });
    const { rows: subscriptions } = await file.query(
      'select state, amount, period, payment_type, platform from billing.subscriptions where user_id = $1',
      ['u-ada'],
    );
    expect(subscriptions).toEqual([{ state: 'incomplete', amount: 53460, period: 2, payment_type: 0, platform: 1 }]);
    const { rows: customers } = await file.query('select email, language from billing.customers where user_id = $1', [
      'u-ada',
    ]);
    expect(customers).toEqual([{ email: 'u-ada@example.com', language: 'vi' }]);

    expect(await record('u-ada', first.recordId)).toMatchObject({
      resultCode: 0,
      data: {
        recordId: first.recordId,
        result: 'to-be-paid',
        payMethod: 'card',
        amount: { amount: 53460, currency: 1 },
        failureReason: null,
        paymentUrl: first.paymentUrl,
      },
    });
    const checkout = await file.get(`/api/sandbox/checkout/${first.sessionId}`, asUser('u-ada'));
    expect(checkout.body.data).toEqual({
      sessionId: first.sessionId,
      mode: 'payment',
      amount: { amount: 53460, currency: 1 },
      description: 'English Premier League, yearly',
      status: 'open',
      successPath: `/purchase/processing?recordId=${first.recordId}`,
      cancelPath: `/purchase/processing?recordId=${first.recordId}`,
    });
  });

  it('checks the card form on the server, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [testCard('', {}), 'cardNumber: required'],
      [testCard('4242 4242 4242 4241'), 'cardNumber: invalid'],
      [testCard('4242abc'), 'cardNumber: invalid'],
      [testCard('4242424242424242', { cardholderName: ' ' }), 'cardholderName: required'],
      [testCard('4242424242424242', { expiry: '' }), 'expiry: required'],
      [testCard('4242424242424242', { expiry: '13/30' }), 'expiry: invalid'],
      [testCard('4242424242424242', { expiry: '02/26' }), 'expiry: invalid'],
      [testCard('4242424242424242', { cvc: '' }), 'cvc: required'],
      [testCard('4242424242424242', { cvc: '12a' }), 'cvc: invalid'],
    ];
    for (const [body, resultInfo] of cases) {
      const answer = await pay('u-ada', first.sessionId, body);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({
        body,
        status: 400,
        answer: { resultCode: 10002, resultInfo },
      });
    }
    // The card expires at the end of its month: March 2026 is still good on 2 March 2026.
    expect((await record('u-ada', first.recordId)).data.result).toBe('to-be-paid');
  });

  it('records a declined test card with Stripe’s text; the customer can pay again on the same page', async () => {
    const declines: [string, string][] = [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', 'Your card’s security code is incorrect.'],
    ];
    for (const [cardNumber, message] of declines) {
      expect(await payFirst(testCard(cardNumber))).toEqual({
        answer: {
          outcome: 'declined',
          declineMessage: message,
          nextPath: `/purchase/sandbox?session=${first.sessionId}`,
        },
        record: expect.objectContaining({ result: 'to-be-paid', failureReason: message, paymentUrl: first.paymentUrl }),
      });
    }
    await file.waitForPublished('billing.payment-failed.v1', 4);
    const failed = file.published().filter((event) => event.type === 'billing.payment-failed.v1');
    expect(failed[0]).toMatchObject({
      key: 'u-ada',
      payload: { ...firstPayment(), reason: 'Your card was declined.', nextAttemptAt: '' },
    });
    const { rows } = await file.query(`select state from billing.subscriptions where user_id = 'u-ada'`);
    expect(rows).toEqual([{ state: 'incomplete' }]);
  });

  it('activates the subscription when a test card pays: period, invoice number, saved card, events', async () => {
    expect(await payFirst(testCard('4242 4242 4242 4242', { expiry: '03/26' }))).toEqual({
      answer: {
        outcome: 'succeeded',
        declineMessage: null,
        nextPath: `/purchase/processing?recordId=${first.recordId}`,
      },
      record: expect.objectContaining({ result: 'success', failureReason: null, paymentUrl: null }),
    });
    expect(await transactionColumns(file, first.recordId, 'result, paid_at, invoice_number')).toEqual({
      result: 'success',
      paid_at: file.now(),
      invoice_number: 'MW-2026-000001',
    });
    const { rows: subscriptions } = await file.query(
      `select subscription_id, state, started_at, current_period_start, current_period_end, periods_paid, next_action_at
       from billing.subscriptions where user_id = 'u-ada'`,
    );
    const periodEnd = new Date('2027-03-02T09:00:00Z');
    expect(subscriptions).toEqual([
      {
        subscription_id: expect.any(String),
        state: 'active',
        started_at: file.now(),
        current_period_start: file.now(),
        current_period_end: periodEnd,
        periods_paid: 1,
        next_action_at: periodEnd,
      },
    ]);
    const { rows: history } = await file.query(
      `select event, pay_result, before_state, after_state, after_expire_at, actor from billing.subscription_history
       where subscription_id = $1 order by history_id`,
      [subscriptions[0]!.subscription_id],
    );
    expect(history).toEqual([
      {
        event: 'created',
        pay_result: null,
        before_state: null,
        after_state: 'incomplete',
        after_expire_at: null,
        actor: 'customer',
      },
      ...Array.from({ length: 4 }, () => ({
        event: 'first-payment',
        pay_result: 'first-pay-retry',
        before_state: 'incomplete',
        after_state: 'incomplete',
        after_expire_at: null,
        actor: 'provider',
      })),
      {
        event: 'first-payment',
        pay_result: 'first-pay-success',
        before_state: 'incomplete',
        after_state: 'active',
        after_expire_at: periodEnd,
        actor: 'provider',
      },
    ]);
    const { rows: customers } = await file.query(
      `select card_customer_ref, payment_method_ref, card_brand, card_last4, card_exp_month, card_exp_year
       from billing.customers where user_id = 'u-ada'`,
    );
    expect(customers).toEqual([
      {
        card_customer_ref: 'cus_sandbox_u-ada',
        payment_method_ref: expect.stringMatching(/^pm_sandbox_/),
        card_brand: 'visa',
        card_last4: '4242',
        card_exp_month: 3,
        card_exp_year: 2026,
      },
    ]);
    const { rows: codes } = await file.query(
      `select redemptions from billing.promotion_codes where code = 'WELCOME10'`,
    );
    expect(codes).toEqual([{ redemptions: 1 }]);

    await file.waitForPublished('billing.payment-succeeded.v1', 1);
    const events = file.published().filter((event) => event.type !== 'billing.payment-failed.v1');
    expect(events).toEqual([
      {
        type: 'billing.subscription-activated.v1',
        key: 'u-ada',
        payload: {
          ...ada,
          subscriptionId: subscriptions[0]!.subscription_id,
          productId: 83,
          productName: 'English Premier League',
          sportType: 1,
          planId: 832,
          period: 2,
          currentPeriodEnd: periodEnd.toISOString(),
          transactionId: first.recordId,
          isAutoRenewing: true,
        },
      },
      {
        type: 'billing.payment-succeeded.v1',
        key: 'u-ada',
        payload: { ...firstPayment(), description: 'English Premier League, yearly' },
      },
    ]);
    const checkout = await file.get(`/api/sandbox/checkout/${first.sessionId}`, asUser('u-ada'));
    expect(checkout.body.data.status).toBe('complete');
  });

  it('answers a second click on a paid checkout as paid, without paying again', async () => {
    const again = await pay('u-ada', first.sessionId, testCard('4242424242424242'));
    expect(again.body.data.outcome).toBe('succeeded');
    const { rows } = await file.query(
      `select count(*)::int as paid from billing.transactions where result = 'success'`,
    );
    expect(rows).toEqual([{ paid: 1 }]);
  });

  it('lists the transaction on the Payment page', async () => {
    const answer = await file.get('/api/transaction/list', asUser('u-ada'));
    expect(answer.body.data.transactions).toEqual([
      {
        transactionId: first.recordId,
        kind: 'first-payment',
        payPlatform: 1,
        result: 'success',
        description: 'English Premier League, yearly',
        lines: [{ productName: 'English Premier League', period: 2 }],
        payAmount: { amount: 53460, currency: 1 },
        refundedAmount: { amount: 0, currency: 1 },
        createdAt: expect.any(String),
        paidAt: file.now().toISOString(),
      },
    ]);
    expect((await file.get('/api/transaction/list', asUser('u-nobody'))).body.data.transactions).toEqual([]);
  });

  it('refuses a product the customer holds (13002), and shows nobody else the record or the checkout', async () => {
    const again = await file.post(
      '/api/subscription/add',
      { subscriptionList: [{ productId: 83, planId: 831 }] },
      asUser('u-ada'),
    );
    expect(again.body).toEqual({ resultCode: 13002, resultInfo: 'Subscription exists' });
    expect(await record('u-eve', first.recordId)).toEqual({ resultCode: 13012, resultInfo: 'Transaction not found' });
    const unknown = await record('u-ada', '00000000-0000-4000-8000-000000000000');
    expect(unknown.resultCode).toBe(13012);
    const checkout = await file.get(`/api/sandbox/checkout/${first.sessionId}`, asUser('u-eve'));
    expect(checkout.status).toBe(404);
    expect((await pay('u-eve', first.sessionId, testCard('4242424242424242'))).status).toBe(404);
  });
});

describe('one-time plans, free orders and giving up', () => {
  it('gives a one-time plan 365 days, and refuses buying it again while it lasts (13014)', async () => {
    const bought = await order('u-once', { subscriptionList: [{ productId: 83, planId: 834 }] });
    await pay('u-once', bought.sessionId, testCard('5555 5555 5555 4444'));
    const { rows } = await file.query(
      `select state, payment_type, current_period_end from billing.subscriptions where user_id = 'u-once'`,
    );
    expect(rows).toEqual([{ state: 'active', payment_type: 1, current_period_end: new Date('2027-03-02T09:00:00Z') }]);
    const { rows: kinds } = await file.query(`select kind from billing.transactions where user_id = 'u-once'`);
    expect(kinds).toEqual([{ kind: 'one-time' }]);
    const again = await file.post(
      '/api/subscription/add',
      { subscriptionList: [{ productId: 83, planId: 834 }] },
      asUser('u-once'),
    );
    expect(again.body).toEqual({ resultCode: 13014, resultInfo: 'Already purchased' });
  });

  it('activates an order with nothing to pay at once, as no-need-pay', async () => {
    await file.query(
      `insert into billing.promotion_codes (code, percent_off, valid_from) values ('FREE100', 100, '2026-01-01')`,
    );
    const answer = await file.post(
      '/api/subscription/add',
      { subscriptionList: [{ productId: 81, planId: 811 }], promotionCode: 'free100' },
      asUser('u-free'),
    );
    const { recordId, paymentUrl } = answer.body.data;
    expect(paymentUrl).toBe(`/purchase/processing?recordId=${recordId}`);
    expect((await record('u-free', recordId)).data).toMatchObject({ result: 'no-need-pay', paymentUrl: null });
    const { rows } = await file.query(`select state from billing.subscriptions where user_id = 'u-free'`);
    expect(rows).toEqual([{ state: 'active' }]);
  });

  it('closes the order when the checkout is given up; the subscriptions stay incomplete', async () => {
    const given = await order('u-quit', {
      subscriptionList: [{ productId: 54, planId: 541 }],
      cancelUrl: '/products/football',
      returnUrl: '/user/plans?from=checkout',
    });
    const checkout = await file.get(`/api/sandbox/checkout/${given.sessionId}`, asUser('u-quit'));
    expect(checkout.body.data).toMatchObject({
      successPath: `/user/plans?from=checkout&recordId=${given.recordId}`,
      cancelPath: `/products/football?recordId=${given.recordId}`,
    });
    const cancelled = await file.post(`/api/sandbox/checkout/${given.sessionId}/cancel`, {}, asUser('u-quit'));
    expect(cancelled.body.data).toEqual({ nextPath: `/products/football?recordId=${given.recordId}` });
    expect((await record('u-quit', given.recordId)).data).toMatchObject({ result: 'closed', paymentUrl: null });
    const { rows } = await file.query(
      `select s.state, h.pay_result from billing.subscriptions s join billing.subscription_history h using (subscription_id)
       where s.user_id = 'u-quit' order by h.history_id`,
    );
    expect(rows).toEqual([
      { state: 'incomplete', pay_result: null },
      { state: 'incomplete', pay_result: 'first-pay-failed' },
    ]);
    const late = await pay('u-quit', given.sessionId, testCard('4242424242424242'));
    expect(late.status).toBe(400);
    expect(late.body.resultInfo).toBe('This checkout is closed');
  });
});

describe('resubscribe', () => {
  it('buys an expired subscription’s plan again at today’s price, as a new subscription', async () => {
    const subscriptionId = await subscribeInSandbox(file, 'u-back', { productId: 90, planId: 901 });

    const early = await file.post('/api/subscription/resubscribe', { subscriptionId }, asUser('u-back'));
    expect(early.body).toEqual({ resultCode: 13004, resultInfo: 'This subscription cannot be changed now' });

    // As the scheduler leaves it when its period ran out unrenewed; meanwhile the price went up.
    await file.query(
      `update billing.subscriptions set state = 'expired', expired_at = now() where subscription_id = $1`,
      [subscriptionId],
    );
    await file.catalogueQuery('update catalogue.plans set amount = 12900 where plan_id = 901');

    const stranger = await file.post('/api/subscription/resubscribe', { subscriptionId }, asUser('u-eve'));
    expect(stranger.body).toEqual({ resultCode: 13003, resultInfo: 'Subscription not found' });
    const unknown = await file.post(
      '/api/subscription/resubscribe',
      { subscriptionId: '00000000-0000-4000-8000-000000000000' },
      asUser('u-back'),
    );
    expect(unknown.body.resultCode).toBe(13003);

    const again = await file.post('/api/subscription/resubscribe', { subscriptionId }, asUser('u-back'));
    expect(again.status).toBe(200);
    const { recordId, paymentUrl } = again.body.data as { recordId: string; paymentUrl: string };
    expect((await record('u-back', recordId)).data).toMatchObject({
      result: 'to-be-paid',
      amount: { amount: 12900, currency: 1 },
      paymentUrl,
    });
    await pay('u-back', sessionOf(paymentUrl), testCard('4242424242424242'));
    const { rows } = await file.query(
      `select s.subscription_id = $1 as is_old, s.state, s.amount,
         (select event from billing.subscription_history h where h.subscription_id = s.subscription_id order by history_id limit 1) as first_event
       from billing.subscriptions s where s.user_id = 'u-back' order by s.created_at`,
      [subscriptionId],
    );
    expect(rows).toEqual([
      { is_old: true, state: 'expired', amount: 9900, first_event: 'created' },
      { is_old: false, state: 'active', amount: 12900, first_event: 'resubscribed' },
    ]);
  });
});
