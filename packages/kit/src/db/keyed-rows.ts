import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgInsertValue, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

/** The pool or an open transaction of any service's database. */
export type TRowExecutor = Pick<PgDatabase<PgQueryResultHKT>, 'select' | 'insert' | 'update'>;
/** An open transaction: the only place a row lock means something. */
export type TRowTx = TRowExecutor & { rollback(): never };

type TKeyedTable<TKey extends string> = PgTable & Record<TKey, PgColumn>;

/**
 * Inserts the rows that are not there yet: one that a unique key (its id, an event id) finds
 * already is left as it is, so a redelivered or raced write changes nothing. How many this call
 * inserted (none of none).
 */
export async function insertNew<TTable extends PgTable>(
  db: TRowExecutor,
  table: TTable,
  values: TTable['$inferInsert'] | TTable['$inferInsert'][],
): Promise<number> {
  const rows = (Array.isArray(values) ? values : [values]) as PgInsertValue<PgTable>[];
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(table as PgTable)
    .values(rows)
    .onConflictDoNothing()
    .returning({ inserted: sql`1` });
  return inserted.length;
}

/**
 * The reads and writes of a table whose rows are found by one key column: find a row, find it
 * locked for the rest of the transaction, claim the next one due, insert one, save changes
 * (stamping `updatedAt`, which a table that is saved to has).
 * `label` names a row in the error thrown when a saved row has vanished.
 */
export function keyedRows<TTable extends TKeyedTable<TKey>, TKey extends keyof TTable['$inferSelect'] & string>(
  table: TTable,
  key: TKey,
  label: string,
) {
  type TRow = TTable['$inferSelect'];
  type TKeyValue = TRow[TKey];
  // Drizzle's types cannot follow a table that is a type parameter; the signatures below carry them.
  const anyTable = table as PgTable;
  const column = table[key] as PgColumn;

  const rows = {
    async find(db: TRowExecutor, id: TKeyValue): Promise<TRow | undefined> {
      const [row] = await db.select().from(anyTable).where(eq(column, id));
      return row as TRow | undefined;
    },

    async findForUpdate(tx: TRowTx, id: TKeyValue): Promise<TRow | undefined> {
      const [row] = await tx.select().from(anyTable).where(eq(column, id)).for('update');
      return row as TRow | undefined;
    },

    /**
     * A job's next row: the first matching `where` in `order`, not one of `skipIds` (rows the job
     * already passed over), locked for the rest of the transaction; rows another transaction holds
     * are skipped, so replicas running the same job share the rows instead of waiting.
     */
    async claimNext(tx: TRowTx, where: SQL | undefined, order: SQL, skipIds: TKeyValue[]): Promise<TRow | undefined> {
      const [row] = await tx
        .select()
        .from(anyTable)
        .where(and(where, skipIds.length > 0 ? notInArray(column, skipIds) : undefined))
        .orderBy(order)
        .limit(1)
        .for('update', { skipLocked: true });
      return row as TRow | undefined;
    },

    /** A job's `claimNext` of the rows due at `now`: those matching `due(now)`, in `order`. */
    claimDue(due: (now: Date) => SQL | undefined, order: SQL) {
      return (tx: TRowTx, now: Date, skipIds: TKeyValue[]): Promise<TRow | undefined> =>
        rows.claimNext(tx, due(now), order, skipIds);
    },

    async insert(db: TRowExecutor, values: TTable['$inferInsert']): Promise<TRow> {
      const [row] = await db
        .insert(anyTable)
        .values(values as PgInsertValue<PgTable>)
        .returning();
      return row as TRow;
    },

    /** Each value is the column's new value, or SQL computing it from the row (for a counter, `column + 1`). */
    async save(
      db: TRowExecutor,
      id: TKeyValue,
      values: { [K in Exclude<keyof TRow, TKey>]?: TRow[K] | SQL },
    ): Promise<TRow> {
      const [row] = await db
        .update(anyTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(column, id))
        .returning();
      if (!row) throw new Error(`${label} ${String(id)} vanished during an update`);
      return row as TRow;
    },
  };
  return rows;
}

/**
 * A table used as a map from a key column to one value column (settings, per-language texts):
 * read a value, and write one (insert or replace, stamping `updatedAt`).
 */
export function keyedValues<
  TTable extends TKeyedTable<TKey | TValue>,
  TKey extends keyof TTable['$inferSelect'] & string,
  TValue extends keyof TTable['$inferSelect'] & string,
>(table: TTable, key: TKey, value: TValue) {
  type TKeyValue = TTable['$inferSelect'][TKey];
  type TValueValue = TTable['$inferSelect'][TValue];
  const anyTable = table as PgTable;
  const keyColumn = table[key] as PgColumn;

  return {
    async find(db: TRowExecutor, id: TKeyValue): Promise<TValueValue | undefined> {
      const [row] = await db
        .select({ value: table[value] as PgColumn })
        .from(anyTable)
        .where(eq(keyColumn, id));
      return row?.value as TValueValue | undefined;
    },

    async save(db: TRowExecutor, id: TKeyValue, newValue: TValueValue): Promise<void> {
      await db
        .insert(anyTable)
        .values({ [key]: id, [value]: newValue } as PgInsertValue<PgTable>)
        .onConflictDoUpdate({ target: keyColumn, set: { [value]: newValue, updatedAt: new Date() } });
    },
  };
}
