/**
 * The live matches the animation service's widgets show (`/internal/live/*`, caller `animation`):
 * headers agree with the events `data.match-event.v1` carries, the best competition comes first,
 * the two teams' colours differ, a demo falls back to the latest finished match when none is
 * live, and no other caller is let in.
 */
import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import { describe, expect, it } from 'vitest';
import { listLiveMatches } from '../src/use-cases/list-live-matches.ts';
import { sportsWorld } from '../src/world/sports-world.ts';
import { asAnimation, asBackoffice, useDataApiUnderTest } from './support/data-api-under-test.ts';

const now = new Date('2026-11-25T18:00:00Z');
const under = useDataApiUnderTest({ clock: () => now });

async function get(url: string, headers = asAnimation) {
  return under.service.app.inject({ url, headers });
}

describe.each(['football', 'basketball'] as const)('%s live matches', (sport) => {
  it('lists the live matches best first, each with two teams of different colours', async () => {
    const answer = await get(`/internal/live/${sport}/matches?limit=50`);
    expect(answer.statusCode).toBe(200);
    const { matchList, isFallback } = answer.json().data as { matchList: TLiveMatch[]; isFallback: boolean };
    expect(isFallback).toBe(false);
    expect(matchList.length).toBeGreaterThan(0);
    for (const match of matchList) {
      expect(match.status).toBe('live');
      expect(match.animType).toBe(sport === 'football' ? 0 : 1);
      expect(match.home.colour).not.toBe(match.away.colour);
      expect(match.home.name).not.toBe('');
      expect(match.competitionName).not.toBe('');
    }
    const limited = await get(`/internal/live/${sport}/matches?limit=1`);
    expect(limited.json().data.matchList).toEqual([matchList[0]]);
  });

  it("answers one match's header and its events so far, as the stream published them, with player names", async () => {
    const [first] = (await get(`/internal/live/${sport}/matches`)).json().data.matchList as TLiveMatch[];
    const answer = await get(`/internal/live/${sport}/matches/${first!.matchId}?limit=200`);
    expect(answer.statusCode).toBe(200);
    const { match, events } = answer.json().data as { match: TLiveMatch; events: { eventId: number }[] };
    expect(match).toEqual(first);
    const published = sportsWorld.events[sport](new Date(Date.parse(match.startsAt) - 1000), now).filter(
      (event) => event.matchId === match.matchId,
    );
    expect(events.map((event) => event.eventId)).toEqual(published.map((event) => event.eventId));
    expect(match.score).toEqual(published.at(-1)!.score);
    const names = (answer.json().data.events as { playerName: string }[]).map((event) => event.playerName);
    expect(names.map(Boolean)).toEqual(published.map((event) => Boolean(event.playerId)));
    // The players of events still to come are named too.
    const players = answer.json().data.players as { playerId: number; name: string }[];
    const teamPlayers = new Set(players.map((player) => player.playerId));
    for (const event of sportsWorld.events[sport](
      new Date(Date.parse(match.startsAt) - 1000),
      new Date(now.getTime() + 4 * 3_600_000),
    ))
      if (event.matchId === match.matchId && event.playerId) expect(teamPlayers.has(event.playerId)).toBe(true);
    const lastThree = (await get(`/internal/live/${sport}/matches/${match.matchId}?limit=3`)).json().data.events;
    expect(lastThree).toEqual(answer.json().data.events.slice(-3));
  });

  it('answers 10004 for a match no world has', async () => {
    const answer = await get(`/internal/live/${sport}/matches/999`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().resultCode).toBe(10004);
  });

  it('falls back to the latest finished match when none is live', () => {
    const world = {
      ...sportsWorld,
      live: { ...sportsWorld.live, [sport]: { ...sportsWorld.live[sport], liveMatches: () => [] } },
    };
    const { matchList, isFallback } = listLiveMatches({ world, clock: () => now }, { sport, lang: 'en', limit: 1 });
    expect(isFallback).toBe(true);
    expect(matchList).toHaveLength(1);
    expect(matchList[0]!.status).toBe('finished');
    expect(Date.parse(matchList[0]!.startsAt)).toBeLessThan(now.getTime());
  });
});

describe('the live routes', () => {
  it('refuse callers other than the animation service', async () => {
    expect((await get('/internal/live/football/matches', asBackoffice)).statusCode).toBe(403);
    expect((await get('/internal/live/football/matches', {})).statusCode).toBe(403);
  });
});
