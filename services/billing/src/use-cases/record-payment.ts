import type { TBillingTx } from '../db/billing-db.ts';
import { requireMailee } from '../db/customer-repository.ts';
import { saveCardDetails } from '../db/saved-card-repository.ts';
import { nextInvoiceNumber, transactionRows, type TTransactionRow } from '../db/transaction-repository.ts';
import type { TSavedCard } from '../payments/payment-provider.ts';

/** What the provider says of a payment that went through: the card it was made with, if any. */
export type TPaymentSucceeded = {
  cardCustomerRef: string | null;
  savedCard: TSavedCard | null;
  /** `no-need-pay` for an order with nothing to pay. */
  result?: 'success' | 'no-need-pay';
};

/** The payment of an order with nothing to pay (a 100 % promotion, an upgrade its credit covers): no card, no charge. */
export const nothingToPay: TPaymentSucceeded = { cardCustomerRef: null, savedCard: null, result: 'no-need-pay' };

/**
 * Marks `transaction` paid at `now` with the year's next invoice number and keeps the card it was
 * paid with (an order's first payment and an upgrade's alike); the paid row and the customer to mail.
 */
export async function recordPayment(
  tx: TBillingTx,
  now: Date,
  transaction: TTransactionRow,
  payment: TPaymentSucceeded,
) {
  const paid = await transactionRows.save(tx, transaction.transactionId, {
    result: payment.result ?? 'success',
    paidAt: now,
    invoiceNumber: await nextInvoiceNumber(tx, now.getUTCFullYear()),
    failureReason: null,
  });
  await saveCardDetails(tx, transaction.userId, payment);
  return { paid, customer: await requireMailee(tx, transaction.userId) };
}
