/** The sender loop on its own, against a real database: retries, giving up, and SKIP LOCKED between replicas. */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { createDatabase } from '@matchwire/kit/db/database';
import { applyMigrations } from '@matchwire/kit/db/migrate';
import { createLogger } from '@matchwire/kit/logger';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationDb } from '../src/db/notification-db.ts';
import * as schema from '../src/db/schema.ts';
import { MailSender } from '../src/delivery/mail-sender.ts';
import type { MailTransport, TOutgoingMail } from '../src/delivery/mail-transport.ts';

const logger = createLogger('notification', 'silent');
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let db: TNotificationDb;

beforeAll(async () => {
  testDatabase = await createTestDatabase(['notification']);
  db = createDatabase(testDatabase.urls.notification!, schema);
  const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
  await applyMigrations(db.$client, { migrationsFolder, schema: 'notification' });
});

afterAll(async () => {
  await db?.$client.end();
  await testDatabase?.drop();
});

async function insertPending(count: number, prefix: string): Promise<string[]> {
  const rows = await db
    .insert(schema.messages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        eventId: `${prefix}-${index}`,
        eventType: 'account.user-registered.v1',
        recipient: `${prefix}-${index}@example.com`,
        language: 'en',
        subject: 'Subject',
        html: '<p>hi</p>',
        text: 'hi',
      })),
    )
    .returning({ id: schema.messages.id });
  return rows.map((row) => row.id);
}

function recordingTransport(options: { fail?: boolean; delayMs?: number } = {}) {
  const sent: TOutgoingMail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.fail) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      sent.push(mail);
    },
    async close() {},
  };
  return { transport, sent };
}

describe('MailSender', () => {
  it('retries with backoff and marks the message failed after the last attempt', async () => {
    const [id] = await insertPending(1, 'give-up');
    const { transport } = recordingTransport({ fail: true });
    const sender = new MailSender(
      { db, transport, logger },
      { pollIntervalMs: 20, retryBaseMs: 30, maxRetryDelayMs: 60, maxAttempts: 3 },
    );
    sender.start();
    try {
      await expect
        .poll(
          async () =>
            (await db.$client.query('select status from notification.messages where id = $1', [id])).rows[0].status,
          {
            timeout: 10_000,
          },
        )
        .toBe('failed');
    } finally {
      await sender.stop();
    }
    const { rows } = await db.$client.query(
      'select attempts, last_error, sent_at from notification.messages where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:1', sent_at: null });
  });

  it('waits for the backoff before the next attempt', async () => {
    const [id] = await insertPending(1, 'backoff');
    const { transport } = recordingTransport({ fail: true });
    const sender = new MailSender({ db, transport, logger }, { retryBaseMs: 60_000, maxAttempts: 5 });
    expect(await sender.sendOnce()).toBe(1);
    expect(await sender.sendOnce()).toBe(0);
    const { rows } = await db.$client.query(
      `select status, attempts, next_attempt_at > now() + interval '50 seconds' as is_later from notification.messages where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'pending', attempts: 1, is_later: true });
    await db.$client.query(`update notification.messages set status = 'failed' where id = $1`, [id]);
  });

  it('lets two replicas send concurrently without sending any message twice', async () => {
    const ids = await insertPending(30, 'replica');
    const first = recordingTransport({ delayMs: 5 });
    const second = recordingTransport({ delayMs: 5 });
    const options = { pollIntervalMs: 10, batchSize: 4 };
    const senders = [
      new MailSender({ db, transport: first.transport, logger }, options),
      new MailSender({ db, transport: second.transport, logger }, options),
    ];
    for (const sender of senders) sender.start();
    try {
      await expect.poll(() => first.sent.length + second.sent.length, { timeout: 10_000 }).toBe(30);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    const sentIds = [...first.sent, ...second.sent].map((mail) => mail.id);
    expect(new Set(sentIds).size).toBe(30);
    expect(sentIds.sort()).toEqual([...ids].sort());
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    const { rows } = await db.$client.query(
      `select count(*)::int as count from notification.messages where event_id like 'replica-%' and status = 'sent' and attempts = 1`,
    );
    expect(rows[0].count).toBe(30);
  });
});
