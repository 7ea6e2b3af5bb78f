import { currencyOf, documentTexts, fill, formatDay, formatMoney } from './document-texts.ts';
import { contentWidth, type TColumn } from './pdf-page.ts';
import { transactionDocumentPage, type TTransactionDocument } from './transaction-document.ts';

/** What an invoice says: a paid transaction, what it paid for and who paid. */
export type TInvoice = TTransactionDocument & {
  /** The plans' prices (`listAmount`) and what was charged for each after the promotion (`amount`). */
  lines: { productName: string; period: number; listAmount: number; amount: number }[];
  promotionCode: string | null;
  /** What was charged: the lines' amounts added up. */
  payAmount: number;
};

/**
 * The invoice PDF: seller, buyer, number and dates, one line per product (list price, its share of
 * the promotion, amount), then subtotal (list prices), promotion and total. Issued on payment, so
 * the issue date is the payment's.
 */
export function renderInvoice(invoice: TInvoice): Promise<Uint8Array> {
  const t = documentTexts[invoice.language];
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const currency = currencyOf(invoice.currency);
  const paidOn = formatDay(invoice.paidAt, invoice.language);
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.listAmount, 0);
  const promotion = subtotal - invoice.payAmount;
  const columns: TColumn[] = [
    { title: t.product, width: contentWidth - 320 },
    { title: t.period, width: 90 },
    { title: t.listPrice, width: 80, align: 'right' },
    { title: t.discount, width: 70, align: 'right' },
    { title: t.amount, width: 80, align: 'right' },
  ];
  const promotionLabel = invoice.promotionCode ? `${t.promotion} (${invoice.promotionCode})` : t.promotion;

  return transactionDocumentPage(t.invoiceTitle, invoice)
    .fields([
      [t.invoiceNumber, invoice.invoiceNumber],
      [t.issueDate, paidOn],
      [t.paidOn, paidOn],
      [t.transactionId, invoice.transactionId],
      [t.billTo, invoice.buyerEmail],
      [t.currency, `${currency.code} (${currency.symbol})`],
    ])
    .table(
      columns,
      invoice.lines.map((line) => [
        line.productName,
        t.periods[line.period] ?? '—',
        money(line.listAmount),
        line.listAmount === line.amount ? '—' : money(line.amount - line.listAmount),
        money(line.amount),
      ]),
    )
    .totals([
      [t.subtotal, money(subtotal)],
      ...(promotion !== 0 ? [[promotionLabel, money(-promotion)] as [string, string]] : []),
      [t.total, money(invoice.payAmount), true],
    ])
    .paragraph(fill(t.paidInFull, { date: paidOn }))
    .finish();
}
