import { and, eq, lt, sql } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { throttleCounters } from './schema.ts';

export type TCounterKey = { scope: string; subject: string };
export type TCounterState = { hits: number; windowStartedAt: Date };

/**
 * Adds one hit to a fixed-window counter and returns the count, in one statement: parallel
 * requests each see their own count. A window older than `windowMs` restarts at 1.
 */
export async function countHit(db: TAccountExecutor, key: TCounterKey, windowMs: number): Promise<TCounterState> {
  const isExpired = sql`${throttleCounters.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ ...key, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.subject],
      set: {
        hits: sql`case when ${isExpired} then 1 else ${throttleCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${isExpired} then now() else ${throttleCounters.windowStartedAt} end`,
        blockedUntil: sql`case when ${isExpired} then null else ${throttleCounters.blockedUntil} end`,
      },
    })
    .returning({ hits: throttleCounters.hits, windowStartedAt: throttleCounters.windowStartedAt });
  return row!;
}

/** Takes back a hit that did not lead to what the counter limits (a refusal, a success). */
export async function takeBackHit(db: TAccountExecutor, key: TCounterKey): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(and(eq(throttleCounters.scope, key.scope), eq(throttleCounters.subject, key.subject)));
}

export async function deleteCounter(db: TAccountExecutor, key: TCounterKey): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(and(eq(throttleCounters.scope, key.scope), eq(throttleCounters.subject, key.subject)));
}

/**
 * The back-off gate: while a counter has at least `after` hits in its window, one caller at a
 * time may pass, and each one that passes closes the gate for `delaySeconds(hits)`. The row is
 * locked, so parallel callers cannot pass together. Returns the wait when the gate is closed.
 */
export async function passBackOffGate(
  db: TAccountExecutor,
  key: TCounterKey,
  options: { windowMs: number; after: number; baseSeconds: number; maxSeconds: number },
): Promise<{ waitMs: number }> {
  const { rows } = await db.execute<{ wait_ms: number | null }>(sql`
    with current as (
      select hits, blocked_until from ${throttleCounters}
      where scope = ${key.scope} and subject = ${key.subject}
        and hits >= ${options.after}
        and window_started_at > now() - make_interval(secs => ${options.windowMs / 1000})
      for update
    ), claimed as (
      update ${throttleCounters} as counter
      set blocked_until = now() + make_interval(secs => least(
        ${options.maxSeconds}::float8, ${options.baseSeconds}::float8 * power(2, current.hits - ${options.after})))
      from current
      where counter.scope = ${key.scope} and counter.subject = ${key.subject}
        and (current.blocked_until is null or current.blocked_until <= now())
      returning counter.scope
    )
    select case when exists (select 1 from claimed) then null
      else (extract(epoch from (current.blocked_until - now())) * 1000)::float8 end as wait_ms
    from current`);
  const waitMs = rows[0]?.wait_ms;
  return { waitMs: waitMs && waitMs > 0 ? waitMs : 0 };
}

/** Drops counters whose window started before `before` (longer ago than any window lasts). */
export async function deleteCountersOlderThan(db: TAccountExecutor, before: Date): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowStartedAt, before));
}
