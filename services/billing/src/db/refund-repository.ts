import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { keyedRows, type TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { refunds } from './schema.ts';

export type TRefundRow = typeof refunds.$inferSelect;

export const refundRows = keyedRows(refunds, 'refundId', 'refund');

/** Money of a transaction asked back but not yet confirmed by the provider: it is not left to refund. */
export async function sumPendingRefunds(db: TRowExecutor, transactionId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), eq(refunds.status, 'pending')));
  return Number(row?.total ?? 0);
}

/** The refunds of these transactions, oldest first (`status`: only those, when given). */
export async function listRefundsOf(
  db: TRowExecutor,
  transactionIds: string[],
  status?: TRefundRow['status'],
): Promise<TRefundRow[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.transactionId, transactionIds), status ? eq(refunds.status, status) : undefined))
    .orderBy(asc(refunds.createdAt), asc(refunds.refundId));
}
