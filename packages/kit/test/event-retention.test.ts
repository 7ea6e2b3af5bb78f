/**
 * Retention of the event tables on real PostgreSQL: published outbox rows and processed inbox
 * rows past their retention are deleted in batches; recent, pending and parked rows stay.
 */
import { ChangeKind, createEvent, type TEnvelope } from '@matchwire/proto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEventTables } from '../src/bus/event-retention.ts';
import { enqueueEvents } from '../src/bus/outbox.ts';
import { createEventDatabase, type TEventDatabase } from './support/event-database.ts';

const DAY_MS = 24 * 3600 * 1000;
let database: TEventDatabase;

beforeAll(async () => {
  database = await createEventDatabase();
});

afterAll(async () => {
  await database?.close();
});

function event(): TEnvelope {
  return createEvent(
    'catalogue.product-changed.v1',
    { productId: 1, change: ChangeKind.UPDATED, sportType: 1, englishName: 'P', status: 1 },
    { source: 'kit_t', key: '1' },
  );
}

/** An outbox row in the given state, created and (if so) published or parked `daysAgo` days ago. */
async function outboxRow(state: 'published' | 'pending' | 'parked', daysAgo: number): Promise<string> {
  const envelope = event();
  await database.db.transaction((tx) => enqueueEvents(tx, database.tables, [envelope]));
  const at = sql`now() - ${daysAgo} * interval '1 day'`;
  await database.db.execute(sql`update kit_t.outbox set created_at = ${at},
    published_at = ${state === 'published' ? at : null}, parked_at = ${state === 'parked' ? at : null}
    where event_id = ${envelope.id}`);
  return envelope.id;
}

async function inboxRow(daysAgo: number): Promise<string> {
  const id = event().id;
  await database.db.execute(sql`insert into kit_t.inbox (consumer, event_id, event_type, processed_at)
    values ('retention-test', ${id}, 'catalogue.product-changed.v1', now() - ${daysAgo} * interval '1 day')`);
  return id;
}

async function remainingIds(table: 'outbox' | 'inbox'): Promise<string[]> {
  const result = await database.db.execute<{ event_id: string }>(sql.raw(`select event_id from kit_t.${table}`));
  return result.rows.map((row) => row.event_id).sort();
}

describe('event table retention', () => {
  it('deletes old published and processed rows in batches and keeps recent, pending and parked ones', async () => {
    const oldPublished = await Promise.all([1, 2, 3, 4, 5].map(() => outboxRow('published', 8)));
    const kept = [await outboxRow('published', 6), await outboxRow('pending', 30), await outboxRow('parked', 30)];
    const oldProcessed = await Promise.all([1, 2, 3].map(() => inboxRow(31)));
    const recentProcessed = [await inboxRow(29)];

    const deleted = await pruneEventTables(database.db, database.tables, {
      outboxRetentionMs: 7 * DAY_MS,
      inboxRetentionMs: 30 * DAY_MS,
      batchSize: 2,
    });

    expect(deleted).toEqual({ outbox: oldPublished.length, inbox: oldProcessed.length });
    expect(await remainingIds('outbox')).toEqual([...kept].sort());
    expect(await remainingIds('inbox')).toEqual(recentProcessed);
  });
});
