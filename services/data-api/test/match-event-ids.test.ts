/**
 * Football's match ids (competition × 10^7 + season start year × 10^3 + n) pass 2^31 from
 * competition 215 on: `data.match-event.v1` must carry them exactly, from the world's event
 * through the publisher's envelope and the wire to the score webhook's JSON.
 */
import { parseEventPayload } from '@matchwire/contracts/events';
import { decodeEnvelope, decodePayload, encodeEnvelope } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { matchEventEnvelope } from '../src/simulator/publish-match-events.ts';
import { scoreChangedData } from '../src/webhooks/webhook-payload.ts';
import { competitions } from '../src/world/football/competitions.ts';
import { findFixture, seasonFixtures } from '../src/world/football/fixtures.ts';
import { footballEvents } from '../src/world/football/football-events.ts';
import { seasonIdOf } from '../src/world/football/seasons.ts';
import type { TMatchEvent } from '../src/world/feed.ts';

function throughTheWire(event: TMatchEvent) {
  const envelope = decodeEnvelope(encodeEnvelope(matchEventEnvelope(event)));
  if (envelope.type !== 'data.match-event.v1') throw new Error(`unexpected ${envelope.type}`);
  const checked = parseEventPayload('data.match-event.v1', decodePayload(envelope));
  if (!checked.success) throw new Error(checked.problems.join('; '));
  return { key: envelope.key, payload: checked.data };
}

describe('a match event of a competition with a large id', () => {
  it('keeps its exact match id: V.League 1 2026, match 371 (6262026371)', () => {
    const matchId = 6_262_026_371;
    const fixture = findFixture(matchId)!;
    expect(fixture.competitionId).toBe(626);
    const kickoff = new Date(fixture.kickoff * 1000);
    const [kickOff] = footballEvents(new Date(kickoff.getTime() - 1000), kickoff).filter(
      (event) => event.matchId === matchId,
    );
    expect(kickOff?.type).toBe('kick-off');

    const { key, payload } = throughTheWire(kickOff!);
    expect(payload.matchId).toBe(6_262_026_371n);
    expect(payload.competitionId).toBe(626);
    expect(key).toBe('football:6262026371');
    expect(scoreChangedData(payload).matchId).toBe(matchId);
  });

  it('keeps the largest: the last match of the highest competition id in 2100, the last start year the world plans', () => {
    const highest = Math.max(...competitions.map((competition) => competition.competitionId));
    const last = seasonFixtures(seasonIdOf(highest, 2100)).at(-1)!;
    expect(last.matchId).toBeGreaterThan(2 ** 31);
    const event: TMatchEvent = {
      sport: 'football',
      matchId: last.matchId,
      competitionId: highest,
      eventId: 1,
      type: 'kick-off',
      occurredAt: new Date(last.kickoff * 1000),
      period: 1,
      clock: "0'",
      side: null,
      playerId: null,
      score: { home: 0, away: 0 },
    };
    expect(throughTheWire(event).payload.matchId).toBe(BigInt(last.matchId));
  });
});
