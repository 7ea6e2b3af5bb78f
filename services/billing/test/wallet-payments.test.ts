/**
 * Wallet payments through the sandbox wallet (docs/contracts/billing.md#wallet): the wallet provider
 * talks HTTP to the PayPal-style Orders API billing serves itself (PAYPAL_API_BASE unset: its own
 * port), the payer approves or gives up on the approval page's routes, billing captures on the
 * approval event, and the capture's webhook settles the payment like a card's.
 */
import { describe, expect, it } from 'vitest';
import { sandboxSessionRows } from '../src/db/sandbox-session-repository.ts';
import { sandboxWalletEvent } from '../src/payments/wallet-sandbox-orders.ts';
import { signWalletSandboxEvent, walletSandboxSignatureHeader } from '../src/payments/wallet-events.ts';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { payInSandbox, sessionOf } from './support/sandbox-checkout.ts';
import { transactionColumns } from './support/transaction-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: [
    'billing.subscription-activated.v1',
    'billing.payment-succeeded.v1',
    'billing.payment-failed.v1',
    'billing.subscription-expiring.v1',
    'billing.subscription-expired.v1',
  ],
});

const yearlyPremierLeague = { subscriptionList: [{ productId: 83, planId: 832 }] };

async function purchase(userId: string, body: Record<string, unknown> = yearlyPremierLeague) {
  const answer = await file.post('/api/wallet/purchase', body, asUser(userId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { recordId, paymentUrl } = answer.body.data as { recordId: string; paymentUrl: string };
  return { recordId, paymentUrl, orderId: new URLSearchParams(paymentUrl.split('?')[1]).get('token')! };
}

const approval = (userId: string, orderId: string) =>
  file.get(`/api/sandbox/wallet/approval/${orderId}`, asUser(userId));
const approve = (userId: string, orderId: string, body: Record<string, unknown> = {}) =>
  file.post(`/api/sandbox/wallet/approval/${orderId}/approve`, body, asUser(userId));
const cancel = (userId: string, orderId: string) =>
  file.post(`/api/sandbox/wallet/approval/${orderId}/cancel`, {}, asUser(userId));
const record = async (userId: string, recordId: string) =>
  (await file.get(`/api/transaction/record?recordId=${recordId}`, asUser(userId))).body;

const postWebhook = (rawBody: string, signature?: string) =>
  file
    .service()
    .app.inject({
      method: 'POST',
      url: '/api/webhook/paypal',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [walletSandboxSignatureHeader]: signature } : {}),
      },
      payload: rawBody,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

/** A capture event of the order as the sandbox would send it, signed by its HMAC (the header's value). */
async function signedCaptureEvent(orderId: string, type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED') {
  const order = (await sandboxSessionRows.find(file.service().deps.db, orderId))!;
  const sessionRow = { ...order, status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'completed' : 'failed' };
  const event = sandboxWalletEvent(type, sessionRow, 'http://localhost:3000', file.now());
  const { rawBody, signature } = signWalletSandboxEvent(event, file.now());
  return { rawBody, header: (JSON.parse(signature) as { sandboxSignature: string }).sandboxSignature };
}

describe('wallet purchase, approved in the sandbox wallet', () => {
  let paid: Awaited<ReturnType<typeof purchase>>;

  it('orders like subscription add and creates a wallet order whose approval page is the payment page', async () => {
    paid = await purchase('u-wally', { ...yearlyPremierLeague, promotionCode: 'WELCOME10', lang: 'vi' });
    expect(paid.paymentUrl).toMatch(/^\/purchase\/wallet-sandbox\?token=SANDBOX[0-9A-Z]{13}$/);
    const columns = 'platform, result, pay_amount, idempotency_key, provider_ref, payment_url';
    expect(await transactionColumns(file, paid.recordId, columns)).toEqual({
      platform: 2,
      result: 'to-be-paid',
      pay_amount: 53460,
      idempotency_key: `checkout:${paid.recordId}`,
      provider_ref: paid.orderId,
      payment_url: paid.paymentUrl,
    });
    const { rows: subscriptions } = await file.query(
      `select state, platform from billing.subscriptions where user_id = 'u-wally'`,
    );
    expect(subscriptions).toEqual([{ state: 'incomplete', platform: 2 }]);
    expect((await record('u-wally', paid.recordId)).data).toMatchObject({
      result: 'to-be-paid',
      payMethod: 'wallet',
      paymentUrl: paid.paymentUrl,
    });
    expect((await approval('u-wally', paid.orderId)).body.data).toEqual({
      orderId: paid.orderId,
      amount: { amount: 53460, currency: 1 },
      description: 'English Premier League, yearly',
      status: 'created',
      returnPath: `/purchase/processing?recordId=${paid.recordId}`,
      cancelPath: `/purchase/processing?recordId=${paid.recordId}`,
    });
  });

  it('answers 13009 for an order that is unknown or another payer’s', async () => {
    expect((await approval('u-someone-else', paid.orderId)).body).toMatchObject({ resultCode: 13009 });
    expect((await approval('u-wally', 'SANDBOX0000000000000')).body).toMatchObject({ resultCode: 13009 });
    expect((await approve('u-someone-else', paid.orderId)).body).toMatchObject({ resultCode: 13009 });
    expect((await cancel('u-wally', 'SANDBOX0000000000000')).body).toMatchObject({ resultCode: 13009 });
  });

  it('captures once approved: the payment succeeds, the subscription is active on the wallet platform', async () => {
    const answer = await approve('u-wally', paid.orderId);
    expect(answer.body.data).toEqual({
      nextPath: `/purchase/processing?recordId=${paid.recordId}&token=${paid.orderId}&PayerID=SANDBOXPAYER01`,
    });
    expect((await record('u-wally', paid.recordId)).data).toMatchObject({
      result: 'success',
      payMethod: 'wallet',
      failureReason: null,
      paymentUrl: null,
    });
    expect(await transactionColumns(file, paid.recordId, 'result, paid_at, invoice_number')).toEqual({
      result: 'success',
      paid_at: file.now(),
      invoice_number: expect.stringMatching(/^MW-2026-\d{6}$/),
    });
    const { rows: subscriptions } = await file.query(
      `select state, platform, current_period_end from billing.subscriptions where user_id = 'u-wally'`,
    );
    expect(subscriptions).toEqual([
      { state: 'active', platform: 2, current_period_end: new Date('2027-03-02T09:00:00Z') },
    ]);
    const { rows: events } = await file.query(
      `select provider, type from billing.provider_events where provider = 'wallet-sandbox'`,
    );
    expect(events).toEqual([{ provider: 'wallet-sandbox', type: 'PAYMENT.CAPTURE.COMPLETED' }]);
    expect((await approval('u-wally', paid.orderId)).body.data.status).toBe('completed');
    await file.waitForPublished('billing.subscription-activated.v1', 1);
    // Paid by wallet, it ends with its period: the activation mail must not promise a renewal.
    expect(file.published().find((event) => event.type === 'billing.subscription-activated.v1')).toMatchObject({
      payload: { isAutoRenewing: false },
    });
    await file.waitForPublished('billing.payment-succeeded.v1', 1);
    // Approving again (a second click) captures nothing more.
    expect((await approve('u-wally', paid.orderId)).status).toBe(200);
    const { rows: again } = await file.query(
      `select count(*)::int as n from billing.provider_events where provider = 'wallet-sandbox'`,
    );
    expect(again).toEqual([{ n: 1 }]);
  });

  it('acts on a capture webhook once: a redelivery is a duplicate and changes nothing', async () => {
    const before = await file.query('select * from billing.transactions where transaction_id = $1', [paid.recordId]);
    const { rawBody, header } = await signedCaptureEvent(paid.orderId, 'PAYMENT.CAPTURE.COMPLETED');
    expect(await postWebhook(rawBody, header)).toEqual({
      status: 200,
      body: expect.objectContaining({ data: { outcome: 'applied' } }),
    });
    expect(await postWebhook(rawBody, header)).toEqual({
      status: 200,
      body: expect.objectContaining({ data: { outcome: 'duplicate' } }),
    });
    const after = await file.query('select * from billing.transactions where transaction_id = $1', [paid.recordId]);
    expect(after.rows).toEqual(before.rows);
    const { rows: subscriptions } = await file.query(
      `select count(*)::int as n from billing.subscriptions where user_id = 'u-wally' and state = 'active'`,
    );
    expect(subscriptions).toEqual([{ n: 1 }]);
  });

  it('gives money back through the wallet that took it (a refund of its capture)', async () => {
    const answer = await file.post(
      '/internal/transactions/refund',
      {
        staffId: 's-7',
        transactionId: paid.recordId,
        reasonType: 'requested-by-customer',
        desc: 'Part of a wallet payment back',
        refundAmount: 10000,
      },
      asBillingCaller('backoffice'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows } = await file.query('select status, provider_ref from billing.refunds where transaction_id = $1', [
      paid.recordId,
    ]);
    expect(rows).toEqual([{ status: 'succeeded', provider_ref: expect.stringMatching(/^SBXREF[0-9A-F]{14}$/) }]);
    expect(await transactionColumns(file, paid.recordId, 'result, refunded_amount')).toEqual({
      result: 'success',
      refunded_amount: 10000,
    });
  });

  it('refuses a webhook with a missing or forged signature (13015), changing nothing', async () => {
    const { rawBody, header } = await signedCaptureEvent(paid.orderId, 'PAYMENT.CAPTURE.DENIED');
    expect(await postWebhook(rawBody)).toMatchObject({ status: 400, body: { resultCode: 13015 } });
    const forged = header.replace(/v1=[0-9a-f]{4}/, 'v1=0000');
    expect(await postWebhook(rawBody, forged)).toMatchObject({ status: 400, body: { resultCode: 13015 } });
    expect(await postWebhook(rawBody.replace('DENIED', 'COMPLETED'), header)).toMatchObject({
      status: 400,
      body: { resultCode: 13015 },
    });
    expect((await record('u-wally', paid.recordId)).data.result).toBe('success');
  });
});

describe('wallet payments that do not complete', () => {
  it('closes the payment when the payer cancels at the wallet', async () => {
    const order = await purchase('u-cancels');
    const answer = await cancel('u-cancels', order.orderId);
    expect(answer.body.data).toEqual({
      nextPath: `/purchase/processing?recordId=${order.recordId}&token=${order.orderId}`,
    });
    expect((await record('u-cancels', order.recordId)).data).toMatchObject({ result: 'closed', paymentUrl: null });
    const { rows } = await file.query(`select state from billing.subscriptions where user_id = 'u-cancels'`);
    expect(rows).toEqual([{ state: 'incomplete' }]);
    expect((await approval('u-cancels', order.orderId)).body.data.status).toBe('cancelled');
    // A cancelled order cannot be approved afterwards.
    expect((await approve('u-cancels', order.orderId)).body).toMatchObject({ resultCode: 10003 });
  });

  it('fails the payment with the wallet’s reason when the capture is declined', async () => {
    const order = await purchase('u-declined', { ...yearlyPremierLeague, lang: 'en' });
    expect((await approve('u-declined', order.orderId, { declineAtCapture: 'true' })).status).toBe(200);
    const reason = 'The wallet declined the payment (INSTRUMENT_DECLINED).';
    expect((await record('u-declined', order.recordId)).data).toMatchObject({
      result: 'fail',
      failureReason: reason,
      paymentUrl: null,
    });
    const { rows: subscriptions } = await file.query(
      `select subscription_id, state from billing.subscriptions where user_id = 'u-declined'`,
    );
    expect(subscriptions).toEqual([{ subscription_id: expect.any(String), state: 'incomplete' }]);
    const { rows: history } = await file.query(
      `select event, pay_result from billing.subscription_history where subscription_id = $1 order by history_id`,
      [subscriptions[0]!.subscription_id],
    );
    expect(history).toEqual([
      { event: 'created', pay_result: null },
      { event: 'first-payment', pay_result: 'first-pay-failed' },
    ]);
    await file.waitForPublished('billing.payment-failed.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.payment-failed.v1')).toMatchObject({
      key: 'u-declined',
      payload: { transactionId: order.recordId, reason, nextAttemptAt: '' },
    });
    expect((await approval('u-declined', order.orderId)).body.data.status).toBe('failed');
  });

  it('captures on the return page’s call when the approval event was lost, once; not before approval', async () => {
    const order = await purchase('u-returns');
    const capture = (userId: string) => file.post('/api/wallet/capture', { recordId: order.recordId }, asUser(userId));
    expect((await capture('u-returns')).body.data).toEqual({ result: 'to-be-paid' });
    expect((await capture('u-someone-else')).body).toMatchObject({ resultCode: 13012 });
    // The payer approved at the wallet, but its CHECKOUT.ORDER.APPROVED never arrived.
    const captures = async () =>
      (
        await file.query(
          `select count(*)::int as n from billing.provider_events where type = 'PAYMENT.CAPTURE.COMPLETED'`,
        )
      ).rows[0]!.n as number;
    const before = await captures();
    await file.query(`update billing.sandbox_sessions set status = 'approved' where session_id = $1`, [order.orderId]);
    expect((await capture('u-returns')).body.data).toEqual({ result: 'success' });
    expect((await capture('u-returns')).body.data).toEqual({ result: 'success' });
    expect(await captures()).toBe(before + 1);
  });

  it('lets subscription add with payMethod wallet take the same path', async () => {
    const answer = await file.post(
      '/api/subscription/add',
      { ...yearlyPremierLeague, payMethod: 'wallet' },
      asUser('u-add'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.paymentUrl).toMatch(/^\/purchase\/wallet-sandbox\?token=SANDBOX[0-9A-Z]{13}$/);
  });

  it('answers 13009 when the Orders API is asked to capture an order it does not know', async () => {
    const api = `http://127.0.0.1:${file.service().app.server.address() && (file.service().app.server.address() as { port: number }).port}/api/sandbox/wallet`;
    const basic = Buffer.from(
      'matchwire-wallet-sandbox:matchwire_wallet_sandbox_client_secret_not_a_real_secret',
    ).toString('base64');
    const token = await fetch(`${api}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((response) => response.json() as Promise<{ data: { access_token: string } }>);
    const capture = await fetch(`${api}/v2/checkout/orders/SANDBOX0000000000000/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.data.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(capture.status).toBe(404);
    expect(await capture.json()).toMatchObject({ resultCode: 13009 });
    const refused = await fetch(`${api}/v2/checkout/orders/SANDBOX0000000000000`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('a subscription paid by wallet', () => {
  const listed = async () =>
    (await file.get('/api/subscription/list', asUser('u-wally'))).body.data.subscriptions as Record<string, unknown>[];
  const renewalCharges = async () =>
    (
      await file.query(
        `select count(*)::int as n from billing.transactions where user_id = 'u-wally' and kind = 'renewal'`,
      )
    ).rows[0]!.n as number;

  it('is listed as ending with its period: no next billing date, nothing to unsubscribe or restore', async () => {
    const [subscription] = await listed();
    expect(subscription).toMatchObject({
      state: 'active',
      platform: 2,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2027-03-02T09:00:00.000Z',
      nextBillingDate: null,
      isAutoRenewing: false,
      actions: { canUnsubscribe: false, canRestore: false, canResubscribe: false },
    });
    const subscriptionId = subscription!.subscriptionId;
    for (const action of ['unsubscribe', 'restore']) {
      const answer = await file.post(`/api/subscription/${action}`, { subscriptionId }, asUser('u-wally'));
      expect(answer.body).toMatchObject({ resultCode: 13004 });
    }
    const { rows: history } = await file.query(
      `select count(*)::int as n from billing.subscription_history
       where subscription_id = $1 and event in ('unsubscribed', 'restored')`,
      [subscriptionId],
    );
    expect(history).toEqual([{ n: 0 }]);
  });

  it('is announced as ending three days before, never charged by the renewal pass', async () => {
    file.setNow('2027-02-28T09:00:00Z');
    await file.service().scheduler.runOnce();
    await file.waitForPublished('billing.subscription-expiring.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.subscription-expiring.v1')).toMatchObject({
      key: 'u-wally',
      payload: { productId: 83, currentPeriodEnd: '2027-03-02T09:00:00.000Z' },
    });
    expect(await renewalCharges()).toBe(0);
  });

  it('is not renewed without the payer: it ends with its period, and its grant with it', async () => {
    const grantsOf = async (userId: string) =>
      (await file.get(`/internal/entitlements/${userId}`, asBillingCaller('data-api'))).body.data.grants;
    expect(await grantsOf('u-wally')).toEqual([expect.objectContaining({ source: 'subscription', productId: 83 })]);
    file.setNow('2027-03-02T09:00:01Z');
    expect(await grantsOf('u-wally')).toEqual([]);
    await file.service().scheduler.runOnce();
    const { rows } = await file.query(
      `select state, expire_reason as "expireReason" from billing.subscriptions where user_id = 'u-wally'`,
    );
    expect(rows).toEqual([{ state: 'expired', expireReason: 'paid-period-ended' }]);
    await file.waitForPublished('billing.subscription-expired.v1', 1);
    // Its mail explains that the period paid by wallet is over, not that the customer unsubscribed.
    expect(file.published().find((event) => event.type === 'billing.subscription-expired.v1')).toMatchObject({
      payload: { reason: 'paid-period-ended' },
    });
    expect(await renewalCharges()).toBe(0);
  });

  it('may then be bought again, by wallet as before', async () => {
    const [subscription] = await listed();
    expect(subscription).toMatchObject({ state: 'expired', isAutoRenewing: false, actions: { canResubscribe: true } });
    const answer = await file.post(
      '/api/subscription/resubscribe',
      { subscriptionId: subscription!.subscriptionId, payMethod: 'wallet' },
      asUser('u-wally'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.paymentUrl).toMatch(/^\/purchase\/wallet-sandbox\?token=SANDBOX[0-9A-Z]{13}$/);
  });
});

describe('a monthly subscription paid by wallet, upgraded by card', () => {
  const subscriptionOf = async (userId: string) =>
    (await file.get('/api/subscription/list', asUser(userId))).body.data.subscriptions[0] as Record<string, unknown>;

  it('renews with the card from then on: the card paid its latest period', async () => {
    file.setNow('2027-04-01T09:00:00Z');
    const monthly = await purchase('u-wally-up', { subscriptionList: [{ productId: 83, planId: 831 }] });
    expect((await approve('u-wally-up', monthly.orderId)).status).toBe(200);
    const before = await subscriptionOf('u-wally-up');
    expect(before).toMatchObject({ state: 'active', platform: 2, isAutoRenewing: false, nextBillingDate: null });

    const upgrade = await file.post(
      '/api/subscription/upgrade',
      { subscriptionId: before.subscriptionId, planId: 832, payMethod: 'card' },
      asUser('u-wally-up'),
    );
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    await payInSandbox(file, 'u-wally-up', sessionOf(upgrade.body.data.paymentUrl as string));

    expect(await subscriptionOf('u-wally-up')).toMatchObject({
      state: 'active',
      platform: 1,
      plan: { planId: 832, period: 2 },
      isAutoRenewing: true,
      currentPeriodEnd: '2028-04-01T09:00:00.000Z',
      nextBillingDate: '2028-04-01T09:00:00.000Z',
      actions: { canUnsubscribe: true },
    });
  });
});
