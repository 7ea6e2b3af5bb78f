import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { keyedRows, type TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { subscriptions, transactionLines, transactions } from './schema.ts';

export type TTransactionRow = typeof transactions.$inferSelect;
export type TTransactionLineRow = typeof transactionLines.$inferSelect;

export const transactionRows = keyedRows(transactions, 'transactionId', 'transaction');

export async function insertTransactionLines(db: TRowExecutor, lines: TTransactionLineRow[]): Promise<void> {
  await db.insert(transactionLines).values(lines);
}

export async function listTransactionLines(db: TRowExecutor, transactionId: string): Promise<TTransactionLineRow[]> {
  return db.select().from(transactionLines).where(eq(transactionLines.transactionId, transactionId));
}

/** A user's transactions, newest first. */
export async function listTransactionsOfUser(
  db: TRowExecutor,
  userId: string,
  limit = 200,
): Promise<TTransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.transactionId))
    .limit(limit);
}

/** The next invoice number of `year`: `MW-2026-000123` (one sequence; numbers never repeat). */
export async function nextInvoiceNumber(db: TRowExecutor, year: number): Promise<string> {
  const [row] = (await db
    .select({ value: sql<string>`nextval('billing.invoice_number_seq')::text` })
    .from(sql`(select 1) as one`)) as { value: string }[];
  return `MW-${year}-${row!.value.padStart(6, '0')}`;
}

/**
 * Paid, usable one-time purchases of a user among `planIds` (SPEC.md `already purchased`): a
 * one-time plan is bought once and then lasts its 365 days.
 */
export async function findLiveOneTimePlans(db: TRowExecutor, userId: string, planIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.paymentType, 1),
        inArray(subscriptions.planId, planIds),
        inArray(subscriptions.state, ['active', 'past-due']),
      ),
    );
  return rows.map((row) => row.planId);
}

/** Products among `productIds` the user holds a usable subscription of (SPEC.md `subscription exists`). */
export async function findLiveProducts(db: TRowExecutor, userId: string, productIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ productId: subscriptions.productId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.productId, productIds),
        inArray(subscriptions.state, ['active', 'past-due']),
      ),
    );
  return rows.map((row) => row.productId);
}
