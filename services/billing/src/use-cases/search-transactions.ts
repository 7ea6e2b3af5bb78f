import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TBillingDeps } from '../billing-deps.ts';
import { listRefundsOf, type TRefundRow } from '../db/refund-repository.ts';
import { customers, transactions } from '../db/schema.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import {
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
  const conditions: (SQL | undefined)[] = [
    search.userId ? eq(transactions.userId, search.userId) : undefined,
    search.email ? sql`lower(${customers.email}) = lower(${search.email})` : undefined,
    search.result ? eq(transactions.result, search.result) : undefined,
    search.from ? gte(transactions.createdAt, search.from) : undefined,
    search.to ? lt(transactions.createdAt, search.to) : undefined,
  ];
  const where = and(...conditions);
  return deps.db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(transactions)
      .leftJoin(customers, eq(customers.userId, transactions.userId))
      .where(where);
    const rows = await tx
      .select({ transaction: transactions, email: customers.email })
      .from(transactions)
      .leftJoin(customers, eq(customers.userId, transactions.userId))
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.transactionId))
      .offset(search.offset)
      .limit(search.limit);
    const transactionIds = rows.map((row) => row.transaction.transactionId);
    const refunds = await listRefundsOf(tx, transactionIds);
    const lines = await listLinesOfTransactions(tx, transactionIds);
    await recordStaffAction(tx, search, {
      action: 'transactions-searched',
      target: describeSearch(search),
      at: deps.clock(),
    });
    return {
      total: counted?.total ?? 0,
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
