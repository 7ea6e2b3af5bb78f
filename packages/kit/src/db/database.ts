import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type TDatabase<TSchema extends Record<string, unknown>> = NodePgDatabase<TSchema> & { $client: pg.Pool };

/** A pooled Drizzle client for one service's own role and schema. */
export function createDatabase<TSchema extends Record<string, unknown>>(
  url: string,
  schema: TSchema,
  options: { max?: number; applicationName?: string } = {},
): TDatabase<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`postgres pool: idle connection lost (${error.message})`);
  });
  return drizzle(pool, { schema }) as TDatabase<TSchema>;
}

export async function pingDatabase(db: TDatabase<Record<string, unknown>>): Promise<void> {
  await db.$client.query('select 1');
}
