/**
 * The webhook path (docs/contracts/billing.md#webhooks), fed raw bodies and signature headers as a
 * provider sends them: each event acted on once, in any order, and nothing from a bad signature.
 * The events are Stripe-format ones signed with the sandbox's secret, as the sandbox checkout sends.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sandboxCompletedEvent, sandboxDeclinedEvent, sandboxExpiredEvent } from '../src/payments/sandbox-events.ts';
import { sandboxSessionRows } from '../src/db/sandbox-session-repository.ts';
import { sandboxWebhookSecret, signSandboxEvent } from '../src/payments/sandbox-provider.ts';
import { handlePaymentWebhook } from '../src/use-cases/handle-payment-webhook.ts';
import { useBillingTestFile } from './support/billing-test-file.ts';
import { orderInSandbox } from './support/sandbox-checkout.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.subscription-activated.v1', 'billing.payment-succeeded.v1', 'billing.payment-failed.v1'],
});
const visa = { number: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const decline = { code: 'card_declined', message: 'Your card was declined.' };

async function orderFor(userId: string, productId: number, planId: number) {
  const { recordId, sessionId } = await orderInSandbox(file, userId, { subscriptionList: [{ productId, planId }] });
  const session = (await sandboxSessionRows.find(file.service().deps.db, sessionId))!;
  return { recordId, session };
}

const deliver = (webhook: { rawBody: string; signature: string | undefined }) =>
  handlePaymentWebhook(file.service().deps, webhook);

async function stateOf(recordId: string) {
  const { rows: transactions } = await file.query(
    'select result, invoice_number, failure_reason from billing.transactions where transaction_id = $1',
    [recordId],
  );
  const { rows: subscriptions } = await file.query(
    `select s.state, s.current_period_end from billing.subscriptions s
     join billing.transaction_lines l using (subscription_id) where l.transaction_id = $1`,
    [recordId],
  );
  const { rows: history } = await file.query(
    `select count(*)::int as rows from billing.subscription_history where transaction_id = $1`,
    [recordId],
  );
  return { transaction: transactions[0], subscriptions, historyRows: history[0]!.rows };
}

const eventsAbout = (recordId: string) =>
  file
    .published()
    .filter((event) => event.payload.transactionId === recordId)
    .map((event) => event.type);

describe('payment webhooks', () => {
  it('act on an event once: a redelivery changes nothing and is answered as a duplicate', async () => {
    const { recordId, session } = await orderFor('u-dup', 83, 831);
    const completed = signSandboxEvent(sandboxCompletedEvent(session, visa, file.now()));
    expect(await deliver(completed)).toBe('applied');
    const after = await stateOf(recordId);
    expect(after.transaction).toMatchObject({
      result: 'success',
      invoice_number: expect.stringMatching(/^MW-2026-\d{6}$/),
    });
    expect(after.subscriptions).toEqual([{ state: 'active', current_period_end: new Date('2026-04-02T09:00:00Z') }]);

    expect(await deliver(completed)).toBe('duplicate');
    // The same event signed again (a retry after a timeout) is still the same event id.
    expect(await deliver(signSandboxEvent(JSON.parse(completed.rawBody)))).toBe('duplicate');
    expect(await stateOf(recordId)).toEqual(after);
    await file.waitForPublished('billing.payment-succeeded.v1', 1);
    expect(eventsAbout(recordId)).toEqual(['billing.subscription-activated.v1', 'billing.payment-succeeded.v1']);
  });

  it('ignore a second success for a paid transaction (another event id): one invoice, one activation', async () => {
    const { recordId, session } = await orderFor('u-twice', 82, 821);
    expect(await deliver(signSandboxEvent(sandboxCompletedEvent(session, visa, file.now())))).toBe('applied');
    const after = await stateOf(recordId);
    expect(await deliver(signSandboxEvent(sandboxCompletedEvent(session, visa, file.now())))).toBe('applied');
    expect(await stateOf(recordId)).toEqual(after);
    await file.waitForPublished('billing.payment-succeeded.v1', 2);
    expect(eventsAbout(recordId)).toEqual(['billing.subscription-activated.v1', 'billing.payment-succeeded.v1']);
  });

  it('change nothing when a failure or an expiry arrives after the success', async () => {
    const { recordId, session } = await orderFor('u-late', 53, 531);
    await deliver(signSandboxEvent(sandboxCompletedEvent(session, visa, file.now())));
    const after = await stateOf(recordId);
    expect(await deliver(signSandboxEvent(sandboxDeclinedEvent(session, visa, decline, file.now())))).toBe('applied');
    expect(await deliver(signSandboxEvent(sandboxExpiredEvent(session, file.now())))).toBe('applied');
    expect(await stateOf(recordId)).toEqual(after);
    await file.waitForPublished('billing.payment-succeeded.v1', 3);
    expect(eventsAbout(recordId)).toEqual(['billing.subscription-activated.v1', 'billing.payment-succeeded.v1']);
  });

  it('activate on a success that arrives after a recorded failure, or after the checkout was closed', async () => {
    const declined = await orderFor('u-retry', 55, 551);
    await deliver(signSandboxEvent(sandboxDeclinedEvent(declined.session, visa, decline, file.now())));
    expect((await stateOf(declined.recordId)).transaction).toMatchObject({
      result: 'to-be-paid',
      failure_reason: 'Your card was declined.',
    });
    await deliver(signSandboxEvent(sandboxCompletedEvent(declined.session, visa, file.now())));
    expect(await stateOf(declined.recordId)).toMatchObject({
      transaction: { result: 'success', failure_reason: null },
      subscriptions: [{ state: 'active' }],
    });

    const expired = await orderFor('u-slow', 56, 561);
    await deliver(signSandboxEvent(sandboxExpiredEvent(expired.session, file.now())));
    expect((await stateOf(expired.recordId)).transaction).toMatchObject({ result: 'closed' });
    // The money was taken after all (the customer paid just as the checkout expired): it counts.
    await deliver(signSandboxEvent(sandboxCompletedEvent(expired.session, visa, file.now())));
    expect(await stateOf(expired.recordId)).toMatchObject({
      transaction: { result: 'success' },
      subscriptions: [{ state: 'active' }],
    });
  });

  it('refuse a bad, missing or stale signature with 13015 and change nothing', async () => {
    const { recordId, session } = await orderFor('u-forged', 84, 841);
    const genuine = signSandboxEvent(sandboxCompletedEvent(session, visa, file.now()));
    const before = await stateOf(recordId);
    const forged = [
      { rawBody: genuine.rawBody.replace('"paid"', '"paid" '), signature: genuine.signature },
      { rawBody: genuine.rawBody, signature: undefined },
      { rawBody: genuine.rawBody, signature: 't=1,v1=00' },
      {
        rawBody: genuine.rawBody,
        // Signed with the right secret ten minutes ago: outside Stripe's 300 s tolerance.
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: genuine.rawBody,
          secret: sandboxWebhookSecret,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      },
    ];
    for (const webhook of forged) {
      await expect(deliver(webhook)).rejects.toMatchObject({ resultCode: 13015, status: 400 });
    }
    expect(await stateOf(recordId)).toEqual(before);
    const { rows } = await file.query(
      'select count(*)::int as events from billing.provider_events where event_id = $1',
      [JSON.parse(genuine.rawBody).id],
    );
    expect(rows).toEqual([{ events: 0 }]);
    expect(await deliver(genuine)).toBe('applied');
  });

  it('ignore event types billing does not act on, and events about no transaction of ours', async () => {
    const other = signSandboxEvent({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(await deliver(other)).toBe('ignored');
    const { session } = await orderFor('u-stranger', 85, 851);
    const stranger = { ...session, transactionId: '11111111-1111-4111-8111-111111111111' };
    expect(await deliver(signSandboxEvent(sandboxCompletedEvent(stranger, visa, file.now())))).toBe('ignored');
  });
});

describe('POST /api/webhook/stripe', () => {
  const post = (rawBody: string, signature?: string) =>
    file
      .service()
      .app.inject({
        method: 'POST',
        url: '/api/webhook/stripe',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: rawBody,
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));

  it('acts on a signed event once and answers 200 each time, as Stripe expects', async () => {
    const { recordId, session } = await orderFor('u-http', 86, 861);
    const { rawBody, signature } = signSandboxEvent(sandboxCompletedEvent(session, visa, file.now()));
    expect(await post(rawBody, signature)).toEqual({
      status: 200,
      body: { resultCode: 0, resultInfo: 'Success', data: { outcome: 'applied' } },
    });
    expect((await stateOf(recordId)).transaction).toMatchObject({ result: 'success' });
    expect((await post(rawBody, signature)).body.data).toEqual({ outcome: 'duplicate' });
  });

  it('refuses a bad or missing signature with 400 / 13015, changing nothing', async () => {
    const { recordId, session } = await orderFor('u-http-forged', 91, 911);
    const { rawBody, signature } = signSandboxEvent(sandboxCompletedEvent(session, visa, file.now()));
    const tampered = rawBody.replace(session.transactionId, session.transactionId.toUpperCase());
    for (const answer of [await post(tampered, signature), await post(rawBody)]) {
      expect(answer).toEqual({ status: 400, body: { resultCode: 13015, resultInfo: 'Webhook signature invalid' } });
    }
    expect((await stateOf(recordId)).transaction).toMatchObject({ result: 'to-be-paid' });
  });
});
