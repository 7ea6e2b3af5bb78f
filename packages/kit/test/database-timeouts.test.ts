/**
 * Every service pool carries server-side limits (DB_* variables): on real PostgreSQL a statement
 * running past the statement timeout is cancelled, a lock wait past the lock timeout gives up,
 * and a transaction left idle past its timeout loses its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePoolEnv, loadConfig } from '../src/config.ts';
import { createDatabase, databaseTimeoutsFrom, type TDatabase } from '../src/db/database.ts';
import { createEventDatabase, type TEventDatabase } from './support/event-database.ts';

let database: TEventDatabase;
let limited: TDatabase<Record<string, unknown>>;

beforeAll(async () => {
  database = await createEventDatabase();
  const config = loadConfig(databasePoolEnv, {
    DB_STATEMENT_TIMEOUT_MS: '300',
    DB_LOCK_TIMEOUT_MS: '200',
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '300',
  });
  limited = createDatabase(database.url, {}, { max: 3, timeouts: databaseTimeoutsFrom(config) });
});

afterAll(async () => {
  await limited?.$client.end();
  await database?.close();
});

describe('database pool limits', () => {
  it('cancels a statement that runs longer than the statement timeout', async () => {
    await expect(limited.$client.query('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
    expect((await limited.$client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives up waiting for a lock after the lock timeout', async () => {
    const holder = await database.db.$client.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table kit_t.outbox in access exclusive mode');
      await expect(limited.$client.query('select count(*) from kit_t.outbox')).rejects.toMatchObject({
        code: '55P03',
      });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
  });

  it('ends a transaction left idle longer than the idle-in-transaction timeout', async () => {
    const client = await limited.$client.connect();
    const errors: unknown[] = [];
    client.on('error', (error) => errors.push(error));
    try {
      await client.query('begin');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(client.query('select 1')).rejects.toThrow();
      expect(errors).toContainEqual(expect.objectContaining({ code: '25P03' }));
    } finally {
      client.release(true);
    }
  });

  it('uses ten seconds, five seconds and thirty seconds when nothing is configured', () => {
    expect(databaseTimeoutsFrom(loadConfig(databasePoolEnv, {}))).toEqual({
      statementTimeoutMs: 10_000,
      lockTimeoutMs: 5_000,
      idleInTransactionTimeoutMs: 30_000,
    });
  });
});
