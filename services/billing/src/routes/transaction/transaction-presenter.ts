import type { TCustomerRow } from '../../db/customer-repository.ts';
import type { TPaymentRecord, TTransaction } from '@matchwire/contracts/billing/payment';
import type { TTransactionLineRow, TTransactionRow } from '../../db/transaction-repository.ts';

type TCurrency = TTransaction['payAmount']['currency'];

/** SPEC.md Transaction as the Payment page lists it, with what it paid for (`lines`: its own, in any order). */
export function toTransaction(row: TTransactionRow, lines: TTransactionLineRow[]): TTransaction {
  const money = (amount: number) => ({ amount, currency: row.currency as TCurrency });
  return {
    transactionId: row.transactionId,
    kind: row.kind as TTransaction['kind'],
    payPlatform: row.platform as TTransaction['payPlatform'],
    result: row.result as TTransaction['result'],
    description: row.description,
    lines: lines
      .filter((line) => line.transactionId === row.transactionId)
      .map((line) => ({
        productName: line.productName,
        period: line.period as TTransaction['lines'][number]['period'],
      })),
    payAmount: money(row.payAmount),
    refundedAmount: money(row.refundedAmount),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A checkout as /purchase/processing follows it; where to pay again only while it is to be paid. */
export function toPaymentRecord(row: TTransactionRow, lines: TTransactionLineRow[]): TPaymentRecord {
  return {
    recordId: row.transactionId,
    result: row.result as TPaymentRecord['result'],
    payMethod: row.platform === 2 ? 'wallet' : 'card',
    amount: { amount: row.payAmount, currency: row.currency as TCurrency },
    description: row.description,
    failureReason: row.result === 'success' || row.result === 'no-need-pay' ? null : row.failureReason,
    paymentUrl: row.result === 'to-be-paid' ? row.paymentUrl : null,
    subscriptionIds: lines.map((line) => line.subscriptionId),
  };
}

/** What the Payment page shows of the card kept for renewals: never its provider reference. */
export function toSavedCard(customer: Pick<TCustomerRow, 'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'>) {
  return {
    brand: customer.cardBrand,
    last4: customer.cardLast4,
    expMonth: customer.cardExpMonth,
    expYear: customer.cardExpYear,
  };
}
