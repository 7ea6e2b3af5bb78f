/**
 * A handler's effect written through the inbox's transaction commits with the event's inbox row or
 * not at all: a handler that fails (or a process killed) after the effect leaves neither, and the
 * redelivered event is applied once (deploy/local/drills/consumer-kill-drill.ts kills a real process there).
 */
import { ChangeKind, createEvent } from '@matchwire/proto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PostgresInbox } from '../src/bus/postgres-inbox.ts';
import { useEventDatabase } from './support/event-database.ts';

const { database } = useEventDatabase();

beforeAll(async () => {
  await database.db.$client.query('create table effects (event_id text primary key, applied integer not null)');
});

const event = () =>
  createEvent(
    'catalogue.product-changed.v1',
    { productId: 7, change: ChangeKind.UPDATED, sportType: 1, englishName: 'Inbox', status: 1 },
    { source: 'kit_t', key: '7' },
  );

async function appliedCount(eventId: string): Promise<number | undefined> {
  const { rows } = await database.db.$client.query<{ applied: number }>(
    'select applied from effects where event_id = $1',
    [eventId],
  );
  return rows[0]?.applied;
}

describe('PostgresInbox.transaction()', () => {
  it('an effect written through it is undone when the handler fails after it, and applied once on redelivery', async () => {
    const inbox = new PostgresInbox(database.db, database.tables);
    const delivered = event();
    const applyEffect = async () => {
      await inbox.transaction().execute(sql`insert into effects (event_id, applied) values (${delivered.id}, 1)
        on conflict (event_id) do update set applied = effects.applied + 1`);
    };

    await expect(
      inbox.runOnce('kit-test-effects', delivered, async () => {
        await applyEffect();
        throw new Error('crashed before the commit');
      }),
    ).rejects.toThrow('crashed before the commit');
    expect(await appliedCount(delivered.id)).toBeUndefined();

    expect(await inbox.runOnce('kit-test-effects', delivered, applyEffect)).toBe('processed');
    expect(await inbox.runOnce('kit-test-effects', delivered, applyEffect)).toBe('duplicate');
    expect(await appliedCount(delivered.id)).toBe(1);
  });

  it('is refused outside a handler', () => {
    const inbox = new PostgresInbox(database.db, database.tables);
    expect(() => inbox.transaction()).toThrow('no inbox transaction');
  });
});
