/**
 * Invoice and receipt PDFs (docs/contracts/billing.md#invoices-and-receipts): a customer pays in the
 * sandbox checkout, then downloads the documents of that transaction. Each is read back as a PDF
 * (unpdf, Mozilla's pdf.js) and its text checked, in English and in Vietnamese.
 */
import { describe, expect, it } from 'vitest';
import { useBillingTestFile } from './support/billing-test-file.ts';
import { orderInSandbox, payInSandbox } from './support/sandbox-checkout.ts';
import { downloadDocument, downloadedText, expectToContainAll, pdfText } from './support/pdf-documents.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });

/** Orders a plan of the demo catalogue and, unless told not to, pays it with Stripe's test Visa. */
async function buy(userId: string, options: { lang: 'en' | 'vi'; promotionCode?: string; isPaid?: boolean }) {
  const { recordId, sessionId } = await orderInSandbox(file, userId, {
    subscriptionList: [{ productId: 83, planId: 832 }],
    lang: options.lang,
    ...(options.promotionCode ? { promotionCode: options.promotionCode } : {}),
  });
  if (options.isPaid !== false) await payInSandbox(file, userId, sessionId);
  const { rows } = await file.query('select invoice_number from billing.transactions where transaction_id = $1', [
    recordId,
  ]);
  return { transactionId: recordId, invoiceNumber: rows[0]!.invoice_number as string | null };
}

describe('the invoice of a paid transaction', () => {
  let paid: { transactionId: string; invoiceNumber: string | null };

  it('is a PDF attachment named after the invoice number', async () => {
    paid = await buy('u-doc-en', { lang: 'en', promotionCode: 'WELCOME10' });
    expect(paid.invoiceNumber).toMatch(/^MW-2026-\d{6}$/);
    const answer = await downloadDocument(file, 'invoice', 'u-doc-en', `transactionId=${paid.transactionId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${paid.invoiceNumber}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  it('holds the seller, the buyer, the number, the lines, the promotion and the total, in English', async () => {
    const text = await downloadedText(file, 'invoice', 'u-doc-en', `transactionId=${paid.transactionId}`);
    expectToContainAll(text, [
      'Invoice',
      'Matchwire',
      `Invoice number ${paid.invoiceNumber}`,
      'Issue date 2 March 2026',
      'Paid on 2 March 2026',
      `Transaction ID ${paid.transactionId}`,
      'Bill to u-doc-en@example.com',
      'Currency USD ($)',
      'Product Period List price Discount Amount',
      // The yearly plan at its list price, less the promotion's 10 %.
      'English Premier League Per year $594.00 -$59.40 $534.60',
      'Subtotal $594.00',
      'Promotion (WELCOME10) -$59.40',
      'Total $534.60',
      'Paid in full on 2 March 2026.',
    ]);
  });

  it('is in Vietnamese for a customer whose mails are, with Vietnamese letters intact; lang asks for another', async () => {
    const bought = await buy('u-doc-vi', { lang: 'vi' });
    const vietnamese = await downloadedText(file, 'invoice', 'u-doc-vi', `transactionId=${bought.transactionId}`);
    expectToContainAll(vietnamese, [
      'Hóa đơn',
      `Số hóa đơn ${bought.invoiceNumber}`,
      'Ngày lập 2 tháng 3, 2026',
      'Khách hàng u-doc-vi@example.com',
      'Sản phẩm Kỳ hạn Giá niêm yết Giảm giá Thành tiền',
      'English Premier League Mỗi năm $594.00 — $594.00',
      'Tạm tính $594.00',
      'Tổng cộng $594.00',
      'Đã thanh toán đủ ngày 2 tháng 3, 2026.',
    ]);
    expect(vietnamese).not.toContain('Khuyến mãi');
    const english = await downloadedText(file, 'invoice', 'u-doc-vi', `transactionId=${bought.transactionId}&lang=en`);
    expect(english).toContain('Total $594.00');
  });

  it('is refused as 13012 for another user’s transaction, an unpaid one and an unknown id', async () => {
    const unpaid = await buy('u-doc-unpaid', { lang: 'en', isPaid: false });
    expect(unpaid.invoiceNumber).toBeNull();
    const refusals = [
      ['u-doc-other', paid.transactionId],
      ['u-doc-unpaid', unpaid.transactionId],
      ['u-doc-en', '00000000-0000-4000-8000-000000000000'],
    ];
    for (const [userId, transactionId] of refusals) {
      for (const kind of ['invoice', 'receipt'] as const) {
        const answer = await downloadDocument(file, kind, userId!, `transactionId=${transactionId}`);
        expect({ kind, userId, status: answer.statusCode, body: answer.json() }).toEqual({
          kind,
          userId,
          status: 404,
          body: { resultCode: 13012, resultInfo: 'Transaction not found' },
        });
        expect(answer.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it('needs a signed-in caller (11007) and a transaction id', async () => {
    const anonymous = await file.service().app.inject({
      method: 'GET',
      url: `/api/transaction/invoice?transactionId=${paid.transactionId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resultCode).toBe(11007);
    const bad = await downloadDocument(file, 'invoice', 'u-doc-en', 'transactionId=42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe(10002);
  });
});

describe('the receipt of a paid transaction', () => {
  it('holds the amount paid, the date, the card and no refunds yet, in English and Vietnamese', async () => {
    const { transactionId, invoiceNumber } = await buy('u-receipt', { lang: 'en', promotionCode: 'WELCOME10' });
    const answer = await downloadDocument(file, 'receipt', 'u-receipt', `transactionId=${transactionId}`);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="receipt-${invoiceNumber}.pdf"`);
    expectToContainAll(await pdfText(answer.rawPayload), [
      'Receipt',
      'Amount paid $534.60',
      'Paid on 2 March 2026',
      'Payment method Visa •••• 4242',
      'Description English Premier League, yearly',
      `Invoice number ${invoiceNumber}`,
      'Refunds No refunds.',
      'Refunded so far $0.00',
      'Net paid $534.60',
    ]);
    const vietnamese = await downloadedText(file, 'receipt', 'u-receipt', `transactionId=${transactionId}&lang=vi`);
    expectToContainAll(vietnamese, [
      'Biên lai',
      'Số tiền đã thanh toán $534.60',
      'Chưa có khoản hoàn tiền nào.',
      'Thực thu $534.60',
    ]);
  });
});
