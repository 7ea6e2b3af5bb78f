import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { findCustomer } from '../db/customer-repository.ts';
import { listRefundsOf } from '../db/refund-repository.ts';
import { listTransactionLines, transactionRows, type TTransactionRow } from '../db/transaction-repository.ts';
import { documentLanguage } from '../documents/document-texts.ts';
import { renderInvoice } from '../documents/render-invoice.ts';
import { renderReceipt } from '../documents/render-receipt.ts';

export type TDocumentKind = 'invoice' | 'receipt';

/**
 * The invoice or receipt PDF of one of the caller's paid transactions (docs/contracts/billing.md#invoices-and-receipts),
 * in `language` or else the language of the customer's billing mails. Another user's transaction,
 * an unknown id and one never paid (no invoice number) are all 13012: ids reveal nothing.
 */
export async function getTransactionDocument(
  deps: TBillingDeps,
  input: { userId: string; transactionId: string; kind: TDocumentKind; language?: string },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const transaction = await transactionRows.find(deps.db, input.transactionId);
  if (!transaction || transaction.userId !== input.userId || !isPaid(transaction)) {
    throw new AppError('transactionNotFound');
  }
  const customer = await findCustomer(deps.db, transaction.userId);
  const language = documentLanguage(input.language ?? customer?.language);
  const common = {
    language,
    invoiceNumber: transaction.invoiceNumber,
    transactionId: transaction.transactionId,
    buyerEmail: customer?.email ?? '',
    currency: transaction.currency,
    paidAt: transaction.paidAt,
    payAmount: transaction.payAmount,
  };
  if (input.kind === 'invoice') {
    const lines = await listTransactionLines(deps.db, transaction.transactionId);
    const bytes = await renderInvoice({
      ...common,
      promotionCode: transaction.promotionCode,
      lines:
        lines.length > 0
          ? lines
          : // A payment without lines (none today) is one line of its own description.
            [
              {
                productName: transaction.description,
                period: 0,
                listAmount: transaction.incomeAmount,
                amount: transaction.payAmount,
              },
            ],
    });
    return { fileName: `invoice-${transaction.invoiceNumber}.pdf`, bytes };
  }
  const refunds = await listRefundsOf(deps.db, [transaction.transactionId], 'succeeded');
  const bytes = await renderReceipt({
    ...common,
    description: transaction.description,
    platform: transaction.platform,
    card: transaction.platform === 1 && customer ? { brand: customer.cardBrand, last4: customer.cardLast4 } : null,
    refunds: refunds.map((refund) => ({ refundedAt: refund.createdAt, amount: refund.amount, reason: refund.reason })),
  });
  return { fileName: `receipt-${transaction.invoiceNumber}.pdf`, bytes };
}

/** Paid (then perhaps refunded): it has its invoice number and payment date. */
function isPaid(
  transaction: TTransactionRow,
): transaction is TTransactionRow & { invoiceNumber: string; paidAt: Date } {
  return (
    (transaction.result === 'success' || transaction.result === 'refunded') &&
    transaction.invoiceNumber !== null &&
    transaction.paidAt !== null
  );
}
