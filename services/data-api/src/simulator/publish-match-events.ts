import { buildEvent } from '@matchwire/kit/bus/publish';
import { referenceSports } from '@matchwire/contracts/data-api/reference';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { simulatorCursor } from '../db/schema.ts';
import type { TMatchEvent } from '../world/feed.ts';

const cursorName = 'match-events';
/** How long a replica keeps the right to publish without renewing it. */
const leaseMs = 15_000;
/** A first start, or one after a long stop, publishes at most this far back (the live matches still playing). */
const longestCatchUpMs = 10 * 60_000;

/**
 * One pass of the live simulator's publisher: the replica holding the lease publishes, as
 * `data.match-event.v1`, every event of the live matches since the cursor, in the order they
 * happened, and moves the cursor on in the same transaction, so a restart neither repeats nor
 * skips one. Another replica takes the lease over when it lapses. Returns the events published.
 */
export async function publishMatchEvents(
  deps: Pick<TDataApiDeps, 'outbox' | 'world' | 'clock'>,
  owner: string,
): Promise<number> {
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    await tx.insert(simulatorCursor).values({ name: cursorName, publishedUntil: now }).onConflictDoNothing();
    const [cursor] = await tx
      .update(simulatorCursor)
      .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: sql`now()` })
      .where(
        and(
          eq(simulatorCursor.name, cursorName),
          or(
            isNull(simulatorCursor.leaseUntil),
            eq(simulatorCursor.leaseOwner, owner),
            lt(simulatorCursor.leaseUntil, now),
          ),
        ),
      )
      .returning();
    if (!cursor) return 0;
    const from = new Date(Math.max(cursor.publishedUntil.getTime(), now.getTime() - longestCatchUpMs));
    if (from >= now) return 0;
    const events = referenceSports
      .flatMap((sport) => deps.world.events[sport](from, now))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    if (events.length > 0) await publish(...events.map(matchEventEnvelope));
    await tx.update(simulatorCursor).set({ publishedUntil: now }).where(eq(simulatorCursor.name, cursorName));
    return events.length;
  });
}

/** A world's match event as `data.match-event.v1`, keyed by its match. */
export function matchEventEnvelope(event: TMatchEvent) {
  return buildEvent(
    'data-api',
    'data.match-event.v1',
    {
      sport: event.sport,
      game: event.game ?? '',
      matchId: BigInt(event.matchId),
      competitionId: event.competitionId,
      eventId: event.eventId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      period: event.period,
      clock: event.clock,
      side: event.side ?? '',
      playerId: event.playerId ?? 0,
      scoreHome: event.score.home,
      scoreAway: event.score.away,
    },
    // One match's events stay in order on one partition.
    `${event.sport}:${event.matchId}`,
  );
}
