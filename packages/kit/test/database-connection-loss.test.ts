/**
 * A service pool survives PostgreSQL ending its sessions (a restart, a failover): a connection lost
 * inside a transaction, between two statements, fails that transaction and leaves the process
 * running, and the next query gets a new connection (deploy/local/drills/postgres-restart-drill.ts
 * does it to a running process under traffic).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDatabase } from '../src/db/database.ts';
import { createEventDatabase, type TEventDatabase } from './support/event-database.ts';

let database: TEventDatabase;
let pool: TDatabase<Record<string, unknown>>;
const superuserUrl = process.env.TEST_SUPERUSER_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

beforeAll(async () => {
  database = await createEventDatabase();
  pool = createDatabase(database.url, {}, { max: 2 });
});

afterAll(async () => {
  await pool?.$client.end();
  await database?.close();
});

async function endSession(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a connection lost while in use', () => {
  it('fails its transaction, not the process, and the pool connects again', async () => {
    const transaction = pool.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>('select pg_backend_pid() as pid');
      await endSession(rows[0]!.pid);
      // The client is checked out and idle here when the server's goodbye arrives.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tx.execute('select 1');
    });
    await expect(transaction).rejects.toThrow();
    expect((await pool.$client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
