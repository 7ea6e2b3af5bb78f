/**
 * Stored mails are kept for MAIL_RETENTION_DAYS only (docs/decisions/0011): the job the service
 * starts deletes older sent and failed mails, leaves recent ones and those still being sent.
 * Real PostgreSQL.
 */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationService } from '../src/app.ts';
import { pruneMessages } from '../src/use-cases/prune-messages.ts';
import { buildNotificationUnderTest } from './support/notification-under-test.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let service: TNotificationService | undefined;
let bus: MemoryBus | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase(['notification']);
});

afterAll(async () => {
  await bus?.close();
  await service?.stop();
  await testDatabase?.drop();
});

/**
 * Stores a mail as if it had been written `ageDays` ago. Its next attempt is an hour away, as for a
 * mail being retried: the running sender leaves a pending one pending (sent, it could be pruned).
 */
async function storeMail(name: string, status: 'pending' | 'sent' | 'failed', ageDays: number): Promise<void> {
  await service!.deps.db.$client.query(
    `insert into notification.messages (event_id, event_type, recipient, language, subject, html, text, status, created_at, next_attempt_at)
     values ($1, 'account.user-registered.v2', $2, 'en', 'Subject', '<p>hi</p>', 'hi', $3, now() - $4 * interval '1 day', now() + interval '1 hour')`,
    [name, `${name}@example.com`, status, ageDays],
  );
}

async function storedMails(): Promise<string[]> {
  const { rows } = await service!.deps.db.$client.query('select event_id from notification.messages order by event_id');
  return rows.map((row) => row.event_id);
}

describe('stored mail retention', () => {
  it('deletes sent and failed mails older than the retention when the service starts, and keeps the rest', async () => {
    ({ service, bus } = await buildNotificationUnderTest(testDatabase.urls.notification!, {
      MAIL_TRANSPORT: 'mailbox',
      MAIL_RETENTION_DAYS: '30',
    }));
    await service.start();
    await storeMail('old-sent', 'sent', 31);
    await storeMail('old-failed', 'failed', 45);
    await storeMail('old-pending', 'pending', 40);
    await storeMail('recent-sent', 'sent', 29);

    expect(await pruneMessages(service.deps, 30)).toBe(2);
    expect(await storedMails()).toEqual(['old-pending', 'recent-sent']);
    expect(await pruneMessages(service.deps, 30)).toBe(0);
  });

  it('runs on start with the configured retention', async () => {
    await storeMail('older-than-a-week', 'sent', 8);
    await bus?.close();
    await service?.stop();
    ({ service, bus } = await buildNotificationUnderTest(testDatabase.urls.notification!, {
      MAIL_TRANSPORT: 'mailbox',
      MAIL_RETENTION_DAYS: '7',
    }));
    await service.start();
    await expect.poll(storedMails, { timeout: 5000 }).toEqual(['old-pending']);
  });
});
