import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type TDatabase<TSchema extends Record<string, unknown>> = NodePgDatabase<TSchema> & { $client: pg.Pool };

/** Server-side limits for every session of a pool, in milliseconds (0: none). */
export type TDatabaseTimeouts = {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

export const defaultDatabaseTimeouts: TDatabaseTimeouts = {
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** The pool limits of a service's config (kit `databasePoolEnv`). */
export function databaseTimeoutsFrom(config: {
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_LOCK_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
}): TDatabaseTimeouts {
  return {
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** A pooled Drizzle client for one service's own role and schema. */
export function createDatabase<TSchema extends Record<string, unknown>>(
  url: string,
  schema: TSchema,
  options: { max?: number; applicationName?: string; timeouts?: TDatabaseTimeouts } = {},
): TDatabase<TSchema> {
  const timeouts = options.timeouts ?? defaultDatabaseTimeouts;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
    // Set on every connection of the pool: a runaway query, a lock wait or a forgotten
    // transaction cannot hold a connection (or other sessions' locks) for long.
    statement_timeout: timeouts.statementTimeoutMs,
    lock_timeout: timeouts.lockTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
  });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`postgres pool: idle connection lost (${error.message})`);
  });
  // Nor one dropped while checked out between two statements (inside a transaction): pg emits
  // that on the client, where no one listens, and an unheard 'error' ends the process. The
  // transaction's next statement fails instead, and the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`postgres pool: connection lost while in use (${error.message})`);
    });
  });
  return drizzle(pool, { schema }) as TDatabase<TSchema>;
}

export async function pingDatabase(db: TDatabase<Record<string, unknown>>): Promise<void> {
  await db.$client.query('select 1');
}
