/**
 * The live simulator's publisher on a real database: what happened in the live matches goes out
 * as `data.match-event.v1` once, in order, and neither a restart nor a second replica repeats or
 * skips an event (the leased cursor).
 */
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { publishMatchEvents } from '../src/simulator/publish-match-events.ts';
import { sportsWorld } from '../src/world/sports-world.ts';
import { referenceSports } from '@matchwire/contracts/data-api/reference';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

let now = new Date('2026-11-25T18:00:00Z');
const under = useDataApiUnderTest({ clock: () => now });

function happenedBetween(from: Date, to: Date) {
  return referenceSports.flatMap((sport) => sportsWorld.events[sport](from, to));
}

async function outboxEvents() {
  const client = new pg.Client({ connectionString: under.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ envelope: Buffer; event_key: string }>(
      'select envelope, event_key from data_api.outbox where event_type = $1 order by sequence',
      ['data.match-event.v1'],
    );
    return rows.map((row) => ({
      key: row.event_key,
      payload: decodePayload(decodeEnvelope(row.envelope)) as Record<string, unknown>,
    }));
  } finally {
    await client.end();
  }
}

describe('the live simulator', () => {
  it('publishes every event of the live matches once, in order, across a restart and a second replica', async () => {
    const deps = under.service.deps;
    const start = now;
    // The first pass starts the cursor now: nothing from before is published.
    expect(await publishMatchEvents(deps, 'replica-a')).toBe(0);
    now = new Date(start.getTime() + 60_000);
    const firstMinute = await publishMatchEvents(deps, 'replica-a');
    expect(firstMinute).toBe(happenedBetween(start, now).length);
    expect(firstMinute).toBeGreaterThan(0);

    // Another replica is refused while the first holds the lease …
    now = new Date(start.getTime() + 70_000);
    expect(await publishMatchEvents(deps, 'replica-b')).toBe(0);
    // … and takes over from the cursor once it lapses (the first stopped): no gap, no repeat.
    now = new Date(start.getTime() + 120_000);
    const takenOver = await publishMatchEvents(deps, 'replica-b');
    expect(takenOver).toBe(happenedBetween(new Date(start.getTime() + 60_000), now).length);

    const published = await outboxEvents();
    const expected = happenedBetween(start, now).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    expect(published).toHaveLength(expected.length);
    const ids = published.map(
      ({ payload }) => `${String(payload.sport)}:${String(payload.matchId)}:${String(payload.eventId)}`,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const times = published.map(({ payload }) => Date.parse(String(payload.occurredAt)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // One match's events share a key, so Kafka keeps them in order.
    expect(published[0]!.key).toBe(`${String(published[0]!.payload.sport)}:${String(published[0]!.payload.matchId)}`);
  });
});
