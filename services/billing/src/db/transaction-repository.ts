import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { keyedRows, type TRowExecutor, type TRowTx } from '@matchwire/kit/db/keyed-rows';
import { customers, subscriptions, transactionLines, transactions } from './schema.ts';
import { liveStates, paymentType } from './subscription-repository.ts';

export type TTransactionRow = typeof transactions.$inferSelect;
export type TTransactionLineRow = typeof transactionLines.$inferSelect;

export const transactionRows = keyedRows(transactions, 'transactionId', 'transaction');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The transaction an id from outside names (a provider's event, a wallet order's custom_id); undefined
 * for an id that is not even a uuid, which the query would refuse.
 */
export async function findNamedTransaction(db: TRowExecutor, id: string): Promise<TTransactionRow | undefined> {
  return uuidPattern.test(id) ? transactionRows.find(db, id) : undefined;
}

/** As findNamedTransaction, locked for the rest of the transaction. */
export async function findNamedTransactionForUpdate(tx: TRowTx, id: string): Promise<TTransactionRow | undefined> {
  return uuidPattern.test(id) ? transactionRows.findForUpdate(tx, id) : undefined;
}

export async function insertTransactionLines(db: TRowExecutor, lines: TTransactionLineRow[]): Promise<void> {
  await db.insert(transactionLines).values(lines);
}

export async function listTransactionLines(db: TRowExecutor, transactionId: string): Promise<TTransactionLineRow[]> {
  return db.select().from(transactionLines).where(eq(transactionLines.transactionId, transactionId));
}

/** The lines of several transactions at once (a page of them), in no particular order. */
export async function listLinesOfTransactions(
  db: TRowExecutor,
  transactionIds: string[],
): Promise<TTransactionLineRow[]> {
  if (transactionIds.length === 0) return [];
  return db.select().from(transactionLines).where(inArray(transactionLines.transactionId, transactionIds));
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

/** The id of the subscription's latest upgrade transaction, if it has one. */
export async function findLatestUpgradeId(db: TRowExecutor, subscriptionId: string): Promise<string | undefined> {
  const [latest] = await db
    .select({ transactionId: transactions.transactionId })
    .from(transactionLines)
    .innerJoin(transactions, eq(transactions.transactionId, transactionLines.transactionId))
    .where(and(eq(transactionLines.subscriptionId, subscriptionId), eq(transactions.kind, 'upgrade')))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return latest?.transactionId;
}

/**
 * One page of the transactions every given filter matches (the e-mail exactly, in any case; created
 * from `from`, before `to`), newest first, each with its customer's e-mail, and how many match in all.
 */
export async function findTransactionPage(
  db: TRowExecutor,
  filters: { userId?: string; email?: string; result?: string; from?: Date; to?: Date },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: { transaction: TTransactionRow; email: string | null }[] }> {
  const where = and(
    filters.userId ? eq(transactions.userId, filters.userId) : undefined,
    filters.email ? sql`lower(${customers.email}) = lower(${filters.email})` : undefined,
    filters.result ? eq(transactions.result, filters.result) : undefined,
    filters.from ? gte(transactions.createdAt, filters.from) : undefined,
    filters.to ? lt(transactions.createdAt, filters.to) : undefined,
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(transactions)
    .leftJoin(customers, eq(customers.userId, transactions.userId))
    .where(where);
  const rows = await db
    .select({ transaction: transactions, email: customers.email })
    .from(transactions)
    .leftJoin(customers, eq(customers.userId, transactions.userId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.transactionId))
    .offset(page.offset)
    .limit(page.limit);
  return { total: counted?.total ?? 0, rows };
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
  const rows = await listLiveSubscriptions(
    db,
    userId,
    and(eq(subscriptions.paymentType, paymentType.oneTime), inArray(subscriptions.planId, planIds)),
  );
  return rows.map((row) => row.planId);
}

/** Products among `productIds` the user holds a usable subscription of (SPEC.md `subscription exists`). */
export async function findLiveProducts(db: TRowExecutor, userId: string, productIds: number[]): Promise<number[]> {
  const rows = await listLiveSubscriptions(db, userId, inArray(subscriptions.productId, productIds));
  return rows.map((row) => row.productId);
}

/** A user's usable (active or past-due) subscriptions that also match `where`. */
function listLiveSubscriptions(db: TRowExecutor, userId: string, where: SQL | undefined) {
  return db
    .select({ planId: subscriptions.planId, productId: subscriptions.productId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.state, [...liveStates]), where));
}
