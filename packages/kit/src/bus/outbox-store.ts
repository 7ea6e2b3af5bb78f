import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../db/database.ts';
import type { TEventTables } from './event-tables.ts';

type TDb = TDatabase<Record<string, unknown>>;

export type TClaimedRow = {
  sequence: number;
  eventId: string;
  eventType: string;
  eventKey: string;
  envelope: Uint8Array;
  attempts: number;
};

function qualified(tables: TEventTables, table: 'outbox' | 'inbox'): SQL {
  const config = getTableConfig(tables[table]);
  return sql.raw(`"${config.schema ?? 'public'}"."${config.name}"`);
}

/**
 * Claims up to `limit` due rows for `owner` under a lease, in one short statement (its own
 * transaction): rows are locked with SKIP LOCKED so that concurrent relays never claim the same
 * row, and a row is claimable only when no earlier row of the same key is still pending outside
 * this claim (per-key order). A crashed relay's rows become claimable again when its lease ends.
 */
export async function claimOutboxRows(
  db: TDb,
  tables: TEventTables,
  options: { owner: string; leaseMs: number; limit: number },
): Promise<TClaimedRow[]> {
  const outbox = qualified(tables, 'outbox');
  const result = await db.execute<{
    sequence: string;
    event_id: string;
    event_type: string;
    event_key: string;
    envelope: Buffer;
    attempts: number;
  }>(sql`
    with locked as (
      select sequence, event_key from ${outbox}
      where published_at is null and parked_at is null and next_attempt_at <= now()
        and (lease_until is null or lease_until < now())
      order by sequence
      limit ${options.limit}
      for update skip locked
    ), claimable as (
      select l.sequence from locked l
      where not exists (
        select 1 from ${outbox} earlier
        where earlier.event_key = l.event_key and earlier.sequence < l.sequence
          and earlier.published_at is null and earlier.parked_at is null
          and earlier.sequence not in (select sequence from locked)
      )
    )
    update ${outbox} o
    set lease_owner = ${options.owner}, lease_until = now() + ${options.leaseMs} * interval '1 millisecond'
    from claimable c where o.sequence = c.sequence
    returning o.sequence, o.event_id, o.event_type, o.event_key, o.envelope, o.attempts`);
  return result.rows
    .map((row) => ({
      sequence: Number(row.sequence),
      eventId: row.event_id,
      eventType: row.event_type,
      eventKey: row.event_key,
      envelope: new Uint8Array(row.envelope),
      attempts: row.attempts,
    }))
    .sort((a, b) => a.sequence - b.sequence);
}

/** Marks rows published, as long as `owner` still holds their lease; returns how many it marked. */
export async function markOutboxRowsPublished(
  db: TDb,
  tables: TEventTables,
  owner: string,
  sequences: number[],
): Promise<number> {
  if (sequences.length === 0) return 0;
  const result = await db.execute(sql`
    update ${qualified(tables, 'outbox')}
    set published_at = now(), last_error = null, lease_owner = null, lease_until = null
    where sequence = any(${`{${sequences.join(',')}}`}::bigint[]) and lease_owner = ${owner}`);
  return result.rowCount ?? 0;
}

/** Gives claimed rows back without counting an attempt (the broker was unreachable, or an earlier row of their key failed). */
export async function releaseOutboxRows(
  db: TDb,
  tables: TEventTables,
  owner: string,
  sequences: number[],
): Promise<void> {
  if (sequences.length === 0) return;
  await db.execute(sql`
    update ${qualified(tables, 'outbox')} set lease_owner = null, lease_until = null
    where sequence = any(${`{${sequences.join(',')}}`}::bigint[]) and lease_owner = ${owner}`);
}

/**
 * Counts a failed attempt: the row is retried after `retryInMs`, or parked (kept, never retried
 * until an operator releases it) when `isParked`.
 */
export async function recordOutboxFailure(
  db: TDb,
  tables: TEventTables,
  owner: string,
  failure: { sequence: number; error: string; retryInMs: number; isParked: boolean },
): Promise<void> {
  await db.execute(sql`
    update ${qualified(tables, 'outbox')}
    set attempts = attempts + 1, last_error = ${failure.error.slice(0, 1000)},
      next_attempt_at = now() + ${failure.retryInMs} * interval '1 millisecond',
      parked_at = ${failure.isParked ? sql`now()` : sql`null`},
      lease_owner = null, lease_until = null
    where sequence = ${failure.sequence} and lease_owner = ${owner}`);
}

export type TOutboxBacklog = { pending: number; parked: number; oldestPendingAgeSeconds: number };

/** What the metrics show: rows waiting to be published, rows parked, and the age of the oldest waiting row. */
export async function readOutboxBacklog(db: TDb, tables: TEventTables): Promise<TOutboxBacklog> {
  const result = await db.execute<{ pending: string; parked: string; oldest_age: number | null }>(sql`
    select
      count(*) filter (where parked_at is null) as pending,
      count(*) filter (where parked_at is not null) as parked,
      extract(epoch from now() - min(created_at) filter (where parked_at is null))::float8 as oldest_age
    from ${qualified(tables, 'outbox')} where published_at is null`);
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    parked: Number(row?.parked ?? 0),
    oldestPendingAgeSeconds: row?.oldest_age ?? 0,
  };
}

export { qualified as qualifiedEventTable };
