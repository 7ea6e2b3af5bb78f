import type { TRefund } from '@matchwire/contracts/billing/staff-transactions';
import type { TRefundRow } from '../../db/refund-repository.ts';
import type { TFoundTransaction } from '../../use-cases/search-transactions.ts';
import { toTransaction } from '../transaction/transaction-presenter.ts';

/** A refund in SPEC.md's words (reasonType, desc, refundAmount). */
export function toRefund(row: TRefundRow, currency: number): TRefund {
  return {
    refundId: row.refundId,
    transactionId: row.transactionId,
    reasonType: row.reason as TRefund['reasonType'],
    desc: row.description,
    refundAmount: row.amount,
    currency: currency as TRefund['currency'],
    isFullRefund: row.isFullRefund,
    staffId: row.staffId,
    status: row.status as TRefund['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A transaction as the back office sees it: the customer's view, whose it is, its invoice and refunds. */
export function toStaffTransaction(row: TFoundTransaction) {
  return {
    ...toTransaction(row, row.lines),
    userId: row.userId,
    email: row.email,
    invoiceNumber: row.invoiceNumber,
    promotionCode: row.promotionCode,
    refunds: row.refunds.map((refund) => toRefund(refund, row.currency)),
  };
}
