/**
 * The back office's transactions (docs/contracts/billing.md#back-office): refunds through the
 * provider (here the sandbox, which took the money), full and partial, with their events, audit
 * and the rule that a fully refunded first payment ends its subscription; and the search.
 */
import { randomUUID } from 'node:crypto';
import { expectInternalRefusal, notTheBackoffice } from '@matchwire/devinfra/internal-refusals';
import { describe, expect, it } from 'vitest';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { buyInSandbox } from './support/sandbox-checkout.ts';
import { downloadDocument, expectToContainAll, pdfText } from './support/pdf-documents.ts';
import { historyOf } from './support/subscription-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.refund-issued.v1', 'billing.subscription-expired.v1'],
});

const refund = (body: Record<string, unknown>) =>
  file.post('/internal/transactions/refund', body, asBillingCaller('backoffice'));
const search = (body: Record<string, unknown>) =>
  file.post('/internal/transactions/search', body, asBillingCaller('backoffice'));
const why = { staffId: 's-7', reason: 'Customer called about a charge' };

/** Orders the yearly plan of the demo catalogue ($594.00) and pays it with Stripe's test Visa. */
async function buyAndPay(userId: string) {
  const order = { subscriptionList: [{ productId: 83, planId: 832 }], lang: 'en' };
  const { recordId } = await buyInSandbox(file, userId, order);
  const { rows } = await file.query('select subscription_id from billing.transaction_lines where transaction_id = $1', [
    recordId,
  ]);
  return { transactionId: recordId, subscriptionId: rows[0]!.subscription_id as string };
}

async function refundRows(transactionId: string) {
  const { rows } = await file.query(
    `select amount, reason, description, is_full_refund as "isFullRefund", staff_id as "staffId", status,
            provider_ref as "providerRef"
     from billing.refunds where transaction_id = $1 order by created_at, refund_id`,
    [transactionId],
  );
  return rows;
}

async function transactionRow(transactionId: string) {
  const { rows } = await file.query(
    'select result, pay_amount as "payAmount", refunded_amount as "refundedAmount" from billing.transactions where transaction_id = $1',
    [transactionId],
  );
  return rows[0];
}

describe('refunding a paid transaction', () => {
  let paid: Awaited<ReturnType<typeof buyAndPay>>;

  it('gives part back through the provider: succeeded, the amount counted, the event, the audit', async () => {
    paid = await buyAndPay('u-refund');
    file.setNow('2026-03-05T10:00:00Z');
    const answer = await refund({
      staffId: 's-7',
      transactionId: paid.transactionId,
      reasonType: 'requested-by-customer',
      desc: 'Bought the wrong plan, keeps it for now',
      refundAmount: 10000,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.refund).toMatchObject({
      transactionId: paid.transactionId,
      reasonType: 'requested-by-customer',
      desc: 'Bought the wrong plan, keeps it for now',
      refundAmount: 10000,
      currency: 1,
      isFullRefund: false,
      staffId: 's-7',
      status: 'succeeded',
    });
    expect(answer.body.data.transaction).toMatchObject({
      transactionId: paid.transactionId,
      userId: 'u-refund',
      email: 'u-refund@example.com',
      result: 'success',
      payAmount: { amount: 59400, currency: 1 },
      refundedAmount: { amount: 10000, currency: 1 },
    });
    const [row] = await refundRows(paid.transactionId);
    expect(row).toMatchObject({ amount: 10000, isFullRefund: false, status: 'succeeded' });
    expect(row!.providerRef).toMatch(/^re_sandbox_[0-9a-f]{24}$/);
    await file.waitForPublished('billing.refund-issued.v1', 1);
    expect(file.published().filter((event) => event.type === 'billing.refund-issued.v1')).toEqual([
      {
        type: 'billing.refund-issued.v1',
        key: 'u-refund',
        payload: expect.objectContaining({
          userId: 'u-refund',
          email: 'u-refund@example.com',
          transactionId: paid.transactionId,
          refundId: answer.body.data.refund.refundId,
          amount: 10000,
          currency: 1,
          isFullRefund: false,
        }),
      },
    ]);
    const { rows: audit } = await file.query(
      `select staff_id as "staffId", action, target, reason from billing.staff_actions where action = 'transaction-refunded'`,
    );
    expect(audit).toEqual([
      {
        staffId: 's-7',
        action: 'transaction-refunded',
        target: `transaction:${paid.transactionId}`,
        reason: 'requested-by-customer: Bought the wrong plan, keeps it for now',
      },
    ]);
    const { rows: subscriptions } = await file.query(
      'select state from billing.subscriptions where subscription_id = $1',
      [paid.subscriptionId],
    );
    expect(subscriptions[0]!.state).toBe('active');
  });

  it('refuses more than is left with 400 and a clear text; nothing is recorded', async () => {
    const answer = await refund({
      staffId: 's-7',
      transactionId: paid.transactionId,
      reasonType: 'other',
      desc: 'Trying to refund too much',
      refundAmount: 49401,
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        resultCode: 10002,
        resultInfo: 'refundAmount: at most 49400 ($494.00) is left to refund of this transaction',
      },
    });
    expect(await refundRows(paid.transactionId)).toHaveLength(1);
  });

  it('puts the refund on the receipt', async () => {
    const answer = await downloadDocument(file, 'receipt', 'u-refund', `transactionId=${paid.transactionId}`);
    expect(answer.statusCode).toBe(200);
    expectToContainAll(await pdfText(answer.rawPayload), [
      'Amount paid $594.00',
      'Refunds Date Reason Amount 5 March 2026 Requested by customer -$100.00',
      'Refunded so far -$100.00',
      'Net paid $494.00',
    ]);
  });

  it('gives the rest back as a full refund: result refunded, and the first payment’s subscription ends', async () => {
    file.setNow('2026-03-06T10:00:00Z');
    const answer = await refund({
      staffId: 's-8',
      transactionId: paid.transactionId,
      reasonType: 'duplicate',
      desc: 'Charged twice for the same order',
      refundAmount: 49400,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.refund).toMatchObject({ refundAmount: 49400, isFullRefund: true, status: 'succeeded' });
    expect(answer.body.data.transaction).toMatchObject({ result: 'refunded', refundedAmount: { amount: 59400 } });
    expect(answer.body.data.transaction.refunds.map((row: { refundAmount: number }) => row.refundAmount)).toEqual([
      10000, 49400,
    ]);
    expect(await transactionRow(paid.transactionId)).toEqual({
      result: 'refunded',
      payAmount: 59400,
      refundedAmount: 59400,
    });
    const [first, second] = await refundRows(paid.transactionId);
    expect(second!.providerRef).not.toBe(first!.providerRef);

    const { rows } = await file.query(
      'select state, expire_reason as "expireReason" from billing.subscriptions where subscription_id = $1',
      [paid.subscriptionId],
    );
    expect(rows[0]).toEqual({ state: 'expired', expireReason: 'staff-cancelled' });
    expect((await historyOf(file, paid.subscriptionId)).at(-1)).toMatchObject({
      event: 'staff-cancelled',
      beforeState: 'active',
      afterState: 'expired',
      afterExpireAt: '2026-03-06T10:00:00.000Z',
      actor: 'staff:s-8',
    });
    await file.waitForPublished('billing.subscription-expired.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.subscription-expired.v1')?.payload).toMatchObject({
      subscriptionId: paid.subscriptionId,
      reason: 'staff-cancelled',
    });
    await file.waitForPublished('billing.refund-issued.v1', 2);
  });

  it('refuses a transaction that is not (or no longer) paid with 13010, and an unknown one with 13012', async () => {
    const again = await refund({
      ...{ staffId: 's-7', reasonType: 'other', desc: 'One more time, please' },
      transactionId: paid.transactionId,
      refundAmount: 1,
    });
    expect(again).toEqual({
      status: 409,
      body: { resultCode: 13010, resultInfo: 'Only a paid transaction can be refunded; this one is refunded' },
    });
    const unknown = await refund({
      ...{ staffId: 's-7', reasonType: 'other', desc: 'Which transaction is it?' },
      transactionId: randomUUID(),
      refundAmount: 1,
    });
    expect(unknown).toEqual({ status: 404, body: { resultCode: 13012, resultInfo: 'Transaction not found' } });
  });

  it('answers 13010 when the provider refuses, keeping the attempt as a failed refund; nothing else changes', async () => {
    // Paid, as far as billing knows, through a checkout the sandbox never took money for.
    const transactionId = randomUUID();
    await file.query(
      `insert into billing.transactions (transaction_id, user_id, kind, platform, result, description, currency,
         income_amount, pay_amount, idempotency_key, provider_ref, paid_at, invoice_number)
       values ($1, 'u-refund', 'first-payment', 1, 'success', 'Imported payment', 1, 5000, 5000, $2,
         'cs_sandbox_neverOpened0000000000000000', now(), 'MW-2026-900001')`,
      [transactionId, `import-${transactionId}`],
    );
    const answer = await refund({
      staffId: 's-7',
      transactionId,
      reasonType: 'fraudulent',
      desc: 'Card reported stolen by its owner',
      refundAmount: 5000,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.resultCode).toBe(13010);
    expect(answer.body.resultInfo).toMatch(/^Transaction refund failed: No such payment/);
    expect(await refundRows(transactionId)).toEqual([
      {
        amount: 5000,
        reason: 'fraudulent',
        description: 'Card reported stolen by its owner',
        isFullRefund: true,
        staffId: 's-7',
        status: 'failed',
        providerRef: null,
      },
    ]);
    expect(await transactionRow(transactionId)).toEqual({ result: 'success', payAmount: 5000, refundedAmount: 0 });
  });

  it('needs the staff id, a reason type and a description of at least 10 characters', async () => {
    for (const body of [
      { transactionId: paid.transactionId, reasonType: 'other', desc: 'A long enough reason', refundAmount: 1 },
      {
        staffId: 's-7',
        transactionId: paid.transactionId,
        reasonType: 'because',
        desc: 'A long enough reason',
        refundAmount: 1,
      },
      { staffId: 's-7', transactionId: paid.transactionId, reasonType: 'other', desc: 'short', refundAmount: 1 },
      {
        staffId: 's-7',
        transactionId: paid.transactionId,
        reasonType: 'other',
        desc: 'A long enough reason',
        refundAmount: 0,
      },
    ]) {
      const answer = await refund(body);
      expect({ body, status: answer.status, code: answer.body.resultCode }).toEqual({ body, status: 400, code: 10002 });
    }
  });

  it.each(notTheBackoffice)('is refused %s', async (_label, headers) => {
    await expectInternalRefusal(
      file.service().app,
      { method: 'POST', url: '/internal/transactions/refund', payload: { ...why, transactionId: paid.transactionId } },
      headers,
    );
    await expectInternalRefusal(
      file.service().app,
      { method: 'POST', url: '/internal/transactions/search', payload: why },
      headers,
    );
  });

  it('is refused to a signed-in customer', async () => {
    const answer = await file.post('/internal/transactions/search', why, asUser('u-refund'));
    expect(answer.status).toBe(403);
  });
});

describe('searching transactions', () => {
  it('finds by user, e-mail in any case, result and dates, newest first, a page at a time; audited', async () => {
    file.setNow('2026-04-01T00:00:00Z');
    await buyAndPay('u-search');
    // Rows are stamped by the database's clock; the search goes by those stamps.
    await file.query(`update billing.transactions set created_at = '2026-04-01T00:00:00Z' where user_id = 'u-search'`);
    await file.query(
      `update billing.transactions set created_at = case when result = 'refunded' then timestamptz '2026-03-02T09:00:00Z'
         else timestamptz '2026-03-10T00:00:00Z' end where user_id = 'u-refund'`,
    );
    const byUser = await search({ ...why, userId: 'u-search' });
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(200);
    expect(byUser.body.data).toMatchObject({ total: 1, offset: 0, limit: 20 });
    expect(byUser.body.data.transactions[0]).toMatchObject({
      userId: 'u-search',
      email: 'u-search@example.com',
      result: 'success',
      invoiceNumber: expect.stringMatching(/^MW-2026-\d{6}$/),
      refunds: [],
    });
    const byEmail = await search({ ...why, email: 'U-Refund@Example.com' });
    expect(byEmail.body.data.total).toBe(2);
    expect(byEmail.body.data.transactions.map((row: { result: string }) => row.result)).toEqual([
      'success',
      'refunded',
    ]);
    const refunded = await search({ ...why, result: 'refunded' });
    expect(refunded.body.data.transactions.map((row: { userId: string }) => row.userId)).toEqual(['u-refund']);
    expect(refunded.body.data.transactions[0].refunds).toHaveLength(2);
    const inMarch = await search({ ...why, from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' });
    expect(inMarch.body.data.transactions.map((row: { userId: string }) => row.userId)).toEqual([
      'u-refund',
      'u-refund',
    ]);
    const fromApril = await search({ ...why, from: '2026-04-01T00:00:00+00:00' });
    expect(fromApril.body.data.transactions.map((row: { userId: string }) => row.userId)).toEqual(['u-search']);
    const firstPage = await search({ ...why, limit: 1 });
    const secondPage = await search({ ...why, limit: 1, offset: 1 });
    expect(firstPage.body.data.total).toBe(3);
    expect(firstPage.body.data.transactions[0].userId).toBe('u-search');
    expect(secondPage.body.data.transactions).toHaveLength(1);
    expect(secondPage.body.data.transactions[0].transactionId).not.toBe(
      firstPage.body.data.transactions[0].transactionId,
    );

    const { rows } = await file.query(
      `select staff_id as "staffId", target, reason from billing.staff_actions where action = 'transactions-searched'
       order by action_id limit 2`,
    );
    expect(rows).toEqual([
      { staffId: 's-7', target: 'transactions:user=u-search', reason: why.reason },
      { staffId: 's-7', target: 'transactions:email=U-Refund@Example.com', reason: why.reason },
    ]);
  });

  it('needs the staff id and a reason', async () => {
    expect((await search({ userId: 'u-search' })).status).toBe(400);
    expect((await search({ staffId: 's-7', reason: 'short', userId: 'u-search' })).status).toBe(400);
  });
});
