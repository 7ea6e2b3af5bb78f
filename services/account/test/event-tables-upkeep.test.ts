/**
 * What the kit's publishing service gives the account service (as for catalogue and docs): a pool
 * whose statements are cut at DB_STATEMENT_TIMEOUT_MS, the outbox backlog on /metrics, and the
 * retention job deleting published outbox and processed inbox rows past their retention.
 */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountUnderTest, type TAccountUnderTest } from './support/account-under-test.ts';

const under = {} as TAccountUnderTest;
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase(['account']);
  under.databaseUrl = testDatabase.urls.account!;
  Object.assign(
    under,
    await buildAccountUnderTest(under.databaseUrl, { DB_STATEMENT_TIMEOUT_MS: '300', OUTBOX_RETENTION_DAYS: '7' }),
  );
  await under.service.start();
});

afterAll(async () => {
  await under.service?.stop();
  await under.bus?.close();
  await testDatabase?.drop();
});

async function eventually(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('account service event tables and pool', () => {
  it('cancels a statement that runs past DB_STATEMENT_TIMEOUT_MS', async () => {
    await expect(under.service.deps.db.$client.query('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
  });

  it('shows the outbox backlog on /metrics and prunes old published and processed rows', async () => {
    const { db } = under.service.deps;
    await db.execute(sql`insert into account.outbox (event_id, event_type, event_key, envelope, created_at, published_at)
      values ('old-published', 'account.test.v1', 'k', '\\x00', now() - interval '8 days', now() - interval '8 days'),
             ('old-parked', 'account.test.v1', 'k2', '\\x00', now() - interval '8 days', null)`);
    await db.execute(sql`update account.outbox set parked_at = now() where event_id = 'old-parked'`);
    await db.execute(sql`insert into account.inbox (consumer, event_id, event_type, processed_at)
      values ('test', 'old-processed', 'x.v1', now() - interval '31 days'), ('test', 'recent', 'x.v1', now())`);

    const metrics = await (await under.service.app.ops.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^outbox_parked_rows\{service="account"\} 1$/m);

    await eventually('the retention job', async () => {
      const { rows } = await db.$client.query(`select event_id from account.outbox where event_id = 'old-published'`);
      return rows.length === 0;
    });
    const outbox = await db.$client.query(`select event_id from account.outbox where event_id like 'old-%'`);
    expect(outbox.rows).toEqual([{ event_id: 'old-parked' }]);
    const inbox = await db.$client.query(`select event_id from account.inbox where consumer = 'test'`);
    expect(inbox.rows).toEqual([{ event_id: 'recent' }]);
  });
});
