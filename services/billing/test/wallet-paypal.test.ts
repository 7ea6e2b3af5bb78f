/**
 * The wallet provider as production runs it (WALLET_PROVIDER=paypal), against a stand-in of PayPal's
 * REST API on a local port that records what billing sends: the order billing creates, the webhook
 * signatures it has PayPal verify, the capture on approval, and that the sandbox wallet's routes are
 * not there (10005).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { findFreePort } from '@matchwire/devinfra/service-under-test';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';

type TSeen = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };
const seen: TSeen[] = [];
const orderId = '5O190127TN364715T';

/** PayPal as billing uses it: a token, an order, signature checks ('good' passes), a capture. */
const payPal = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const body: unknown = request.headers['content-type']?.includes('json') && text ? JSON.parse(text) : text;
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    const answer = (status: number, value: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.url === '/v1/oauth2/token') {
      return answer(200, { access_token: 'A21-test-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (request.url === '/v2/checkout/orders') {
      const unit = (body as { purchase_units: { custom_id: string; amount: object }[] }).purchase_units[0]!;
      return answer(201, {
        id: orderId,
        status: 'CREATED',
        purchase_units: [{ reference_id: unit.custom_id, custom_id: unit.custom_id, amount: unit.amount }],
        links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`, rel: 'approve', method: 'GET' }],
      });
    }
    if (request.url === '/v1/notifications/verify-webhook-signature') {
      const isGood = (body as { transmission_sig: string }).transmission_sig === 'good';
      return answer(200, { verification_status: isGood ? 'SUCCESS' : 'FAILURE' });
    }
    if (request.url === `/v2/checkout/orders/${orderId}/capture`) {
      return answer(201, { id: orderId, status: 'COMPLETED', purchase_units: [], links: [] });
    }
    answer(404, { name: 'RESOURCE_NOT_FOUND' });
  });
});
const payPalPort = await findFreePort();
await new Promise<void>((resolve) => payPal.listen(payPalPort, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => payPal.close(() => resolve())));

const file = useBillingTestFile({
  env: {
    WALLET_PROVIDER: 'paypal',
    PAYPAL_API_BASE: `http://127.0.0.1:${payPalPort}`,
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    PAYPAL_WEBHOOK_ID: 'WH-TEST-1',
  },
});

const transmission = (signature: string) => ({
  'paypal-transmission-id': 'b2384410-f8d2-11ea-8c4a-2f3ad8f3d2e6',
  'paypal-transmission-time': '2026-03-02T09:00:00Z',
  'paypal-transmission-sig': signature,
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42',
  'paypal-auth-algo': 'SHA256withRSA',
});

const postWebhook = (event: object, headers: Record<string, string>) =>
  file
    .service()
    .app.inject({
      method: 'POST',
      url: '/api/webhook/paypal',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(event),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

describe('wallet payments through PayPal', () => {
  let recordId: string;

  it('creates an order for the transaction and answers PayPal’s approve link as the payment page', async () => {
    const answer = await file.post(
      '/api/wallet/purchase',
      { subscriptionList: [{ productId: 83, planId: 832 }] },
      asUser('u-paypal'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    recordId = answer.body.data.recordId;
    expect(answer.body.data.paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`);
    const token = seen.find((request) => request.url === '/v1/oauth2/token')!;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`);
    expect(token.body).toBe('grant_type=client_credentials');
    const created = seen.find((request) => request.url === '/v2/checkout/orders')!;
    expect(created.headers.authorization).toBe('Bearer A21-test-token');
    expect(created.headers['paypal-request-id']).toBe(`checkout:${recordId}`);
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: recordId,
          custom_id: recordId,
          description: 'English Premier League, yearly',
          amount: { currency_code: 'USD', value: '594.00' },
        },
      ],
      application_context: {
        return_url: `http://localhost:3000/purchase/processing?recordId=${recordId}`,
        cancel_url: `http://localhost:3000/purchase/processing?recordId=${recordId}`,
      },
    });
    const { rows } = await file.query(
      'select platform, provider_ref from billing.transactions where transaction_id = $1',
      [recordId],
    );
    expect(rows).toEqual([{ platform: 2, provider_ref: orderId }]);
  });

  it('has PayPal verify each webhook, refusing what it does not vouch for (13015)', async () => {
    const approved = {
      id: 'WH-APPROVED-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: orderId, status: 'APPROVED', purchase_units: [{ custom_id: recordId }] },
    };
    expect(await postWebhook(approved, {})).toMatchObject({ status: 400, body: { resultCode: 13015 } });
    expect(await postWebhook(approved, transmission('forged'))).toMatchObject({
      status: 400,
      body: { resultCode: 13015 },
    });
    expect(seen.some((request) => request.url?.endsWith('/capture'))).toBe(false);
  });

  it('captures an approved order, then applies the capture’s webhook once', async () => {
    const approved = {
      id: 'WH-APPROVED-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: orderId, status: 'APPROVED', purchase_units: [{ custom_id: recordId }] },
    };
    expect(await postWebhook(approved, transmission('good'))).toMatchObject({
      status: 200,
      body: { data: { outcome: 'applied' } },
    });
    const verification = seen.filter((request) => request.url === '/v1/notifications/verify-webhook-signature').at(-1)!;
    expect(verification.body).toMatchObject({
      webhook_id: 'WH-TEST-1',
      transmission_sig: 'good',
      auth_algo: 'SHA256withRSA',
      webhook_event: approved,
    });
    const capture = seen.find((request) => request.url === `/v2/checkout/orders/${orderId}/capture`)!;
    expect(capture.headers['paypal-request-id']).toBe(`checkout:${recordId}:capture`);

    const completed = {
      id: 'WH-CAPTURE-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: '3C679366HH908993F', status: 'COMPLETED', custom_id: recordId },
    };
    expect((await postWebhook(completed, transmission('good'))).body.data).toEqual({ outcome: 'applied' });
    expect((await postWebhook(completed, transmission('good'))).body.data).toEqual({ outcome: 'duplicate' });
    const { rows } = await file.query('select result from billing.transactions where transaction_id = $1', [recordId]);
    expect(rows).toEqual([{ result: 'success' }]);
    const { rows: events } = await file.query(
      `select provider, type from billing.provider_events where provider = 'paypal'`,
    );
    expect(events).toEqual([{ provider: 'paypal', type: 'PAYMENT.CAPTURE.COMPLETED' }]);
  });

  it('serves no sandbox wallet (10005)', async () => {
    expect(
      (await file.get(`/api/sandbox/wallet/approval/SANDBOX0000000000000`, asUser('u-paypal'))).body,
    ).toMatchObject({
      resultCode: 10005,
    });
    expect(
      (await file.post('/api/sandbox/wallet/v1/oauth2/token', { grant_type: 'client_credentials' })).body,
    ).toMatchObject({
      resultCode: 10005,
    });
  });
});
