import type { TBillingDeps } from '../billing-deps.ts';
import { listRefundsOf, type TRefundRow } from '../db/refund-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import {
  findTransactionPage,
  listLinesOfTransactions,
  type TTransactionLineRow,
  type TTransactionRow,
} from '../db/transaction-repository.ts';

export type TTransactionSearch = {
  staffId: string;
  reason: string;
  userId?: string;
  email?: string;
  result?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
};

export type TFoundTransaction = TTransactionRow & {
  email: string | null;
  refunds: TRefundRow[];
  lines: TTransactionLineRow[];
};

/**
 * The back office's transaction search: every filter given must match (the e-mail exactly, in any
 * case; created from `from`, before `to`), newest first, one page, with each one's refunds. Looking
 * at customers' payments is audited like a change.
 */
export async function searchTransactions(
  deps: TBillingDeps,
  search: TTransactionSearch,
): Promise<{ total: number; transactions: TFoundTransaction[] }> {
  return deps.db.transaction(async (tx) => {
    const { total, rows } = await findTransactionPage(tx, search, search);
    const transactionIds = rows.map((row) => row.transaction.transactionId);
    const refunds = await listRefundsOf(tx, transactionIds);
    const lines = await listLinesOfTransactions(tx, transactionIds);
    await recordStaffAction(tx, search, {
      action: 'transactions-searched',
      target: describeSearch(search),
      at: deps.clock(),
    });
    return {
      total,
      transactions: rows.map(({ transaction, email }) => ({
        ...transaction,
        email,
        refunds: refunds.filter((refund) => refund.transactionId === transaction.transactionId),
        lines: lines.filter((line) => line.transactionId === transaction.transactionId),
      })),
    };
  });
}

/** What was looked for, as the audit's target (at most 120 characters). */
function describeSearch(search: TTransactionSearch): string {
  const parts = [
    search.userId && `user=${search.userId}`,
    search.email && `email=${search.email}`,
    search.result && `result=${search.result}`,
    search.from && `from=${search.from.toISOString()}`,
    search.to && `to=${search.to.toISOString()}`,
  ].filter(Boolean);
  return `transactions:${parts.join(',') || 'all'}`.slice(0, 120);
}
