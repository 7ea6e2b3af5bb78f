import { documentTexts, formatDay, formatMoney } from './document-texts.ts';
import { contentWidth } from './pdf-page.ts';
import { transactionDocumentPage, type TTransactionDocument } from './transaction-document.ts';

/** What a receipt says: the money taken, how, and what has been given back since. */
export type TReceipt = TTransactionDocument & {
  payAmount: number;
  description: string;
  /** 1 card, 2 wallet, 0 unknown. */
  platform: number;
  /** The customer's card as the provider told us, when known. */
  card: { brand: string | null; last4: string | null } | null;
  /** Refunds that went through, oldest first. */
  refunds: { refundedAt: Date; amount: number; reason: string }[];
};

export function renderReceipt(receipt: TReceipt): Promise<Uint8Array> {
  const t = documentTexts[receipt.language];
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const day = (date: Date) => formatDay(date, receipt.language);
  const refunded = receipt.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const page = transactionDocumentPage(t.receiptTitle, receipt)
    .fields([
      [t.amountPaid, money(receipt.payAmount)],
      [t.paidOn, day(receipt.paidAt)],
      [t.paymentMethod, paymentMethod(receipt, t)],
      [t.description, receipt.description],
      [t.invoiceNumber, receipt.invoiceNumber],
      [t.transactionId, receipt.transactionId],
      [t.billTo, receipt.buyerEmail],
    ])
    .section(t.refunds);
  if (receipt.refunds.length === 0) page.paragraph(t.noRefunds);
  else
    page.table(
      [
        { title: t.refundDate, width: 150 },
        { title: t.reason, width: contentWidth - 250 },
        { title: t.amount, width: 100, align: 'right' },
      ],
      receipt.refunds.map((refund) => [
        day(refund.refundedAt),
        t.reasons[refund.reason] ?? refund.reason,
        money(-refund.amount),
      ]),
    );
  return page
    .totals([
      [t.amountPaid, money(receipt.payAmount)],
      [t.refundedSoFar, money(-refunded)],
      [t.netPaid, money(receipt.payAmount - refunded), true],
    ])
    .paragraph(t.receiptNote)
    .finish();
}

function paymentMethod(receipt: TReceipt, t: (typeof documentTexts)['en']): string {
  if (receipt.platform === 2) return t.wallet;
  const brand = receipt.card?.brand ? capitalise(receipt.card.brand) : t.card;
  return receipt.card?.last4 ? `${brand} •••• ${receipt.card.last4}` : brand;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
