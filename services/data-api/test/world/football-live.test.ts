import { describe, expect, it } from 'vitest';
import { footballEvents, footballFeed } from '../../src/world/football/football-feed.ts';
import { findFixture, timelineOf } from '../../src/world/football/fixtures.ts';
import { seasonFixtures } from '../../src/world/football/fixtures.ts';

/**
 * Live football: matches play in real time, so at any moment of a day something is in play, a
 * live match moves on between two calls, the event stream is exactly the events of the window,
 * and the live figures (line-ups, odds, knockout extra time) follow the match clock.
 */
type TLive = {
  matchId: number;
  status: number;
  minute: number;
  minuteText: string;
  score: { home: number; away: number };
  updatedAt: number;
};
const at = new Date('2026-11-25T12:00:00Z');
const ask = (ref: string, query: Record<string, unknown>, moment = at) => footballFeed[ref]!(query, moment);
const live = (moment: Date) => (ask('football.live-scores', {}, moment) as { list: TLive[] }).list;
const later = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

describe('football live', () => {
  it('has a match in play at every half hour of a day, in the autumn and in the winter lull', () => {
    for (const day of ['2026-11-25', '2027-01-27']) {
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const moment = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000);
        const list = live(moment);
        expect(list.length, moment.toISOString()).toBeGreaterThan(0);
        for (const match of list) expect([1, 2, 3, 4, 5]).toContain(match.status);
      }
    }
  });

  it('answers the same for the same moment, whatever was asked before', () => {
    const first = JSON.stringify([live(at), ask('football.in-play-odds', {})]);
    ask('football.standings', { seasonId: 252026 });
    ask('football.matches', { date: '2025-03-01' });
    expect(JSON.stringify([live(new Date(at)), ask('football.in-play-odds', {}, new Date(at))])).toBe(first);
  });

  it('moves a live match on between two moments a minute apart, and shows only what has happened', () => {
    // The first moment from `at`, by five minutes, with a match in a half and not near its end.
    const inHalf = (match: TLive) => (match.status === 1 || match.status === 3) && match.minute < 85;
    let moment = at;
    while (!live(moment).some(inHalf)) moment = later(moment, 300);
    const playing = live(moment).find(inHalf)!;
    const next = live(later(moment, 60)).find((match) => match.matchId === playing.matchId)!;
    expect(next.minute).toBeGreaterThanOrEqual(playing.minute);
    expect(next.minuteText).not.toBe(playing.minuteText);
    const fixture = findFixture(playing.matchId)!;
    const { events } = ask('football.match-events', { matchId: playing.matchId }, moment) as {
      events: Array<{ eventId: number; minute: number }>;
    };
    for (const event of events) expect(event.minute).toBeLessThanOrEqual(playing.minute);
    const whole = timelineOf(fixture).events.filter(
      (event) => fixture.kickoff + event.offset <= moment.getTime() / 1000,
    );
    expect(events.map((event) => event.eventId)).toEqual(
      whole
        .filter((event) => !['kick-off', 'half-time', 'second-half', 'full-time'].includes(event.kind))
        .map((one) => one.eventId),
    );
    expect(playing.score).toEqual(whole.at(-1)!.score);
  });

  it('sends events in time order with growing ids per match, exactly those in (from, to]', () => {
    const from = later(at, -1800);
    const to = at;
    const events = footballEvents(from, to);
    expect(events.length).toBeGreaterThan(0);
    for (const [index, event] of events.entries()) {
      expect(event.occurredAt.getTime()).toBeGreaterThan(from.getTime());
      expect(event.occurredAt.getTime()).toBeLessThanOrEqual(to.getTime());
      if (index > 0) expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(events[index - 1]!.occurredAt.getTime());
    }
    const byMatch = Map.groupBy(events, (event) => event.matchId);
    for (const list of byMatch.values())
      list.forEach((event, index) => index > 0 && expect(event.eventId).toBeGreaterThan(list[index - 1]!.eventId));
    const middle = later(at, -900);
    expect([...footballEvents(from, middle), ...footballEvents(middle, to)]).toEqual(events);
    // The bounds: an event at `from` is left out, one at `to` is in.
    const first = events[0]!;
    const justBefore = new Date(first.occurredAt.getTime() - 1000);
    expect(footballEvents(justBefore, first.occurredAt)).toContainEqual(first);
    expect(footballEvents(first.occurredAt, later(first.occurredAt, 1))).not.toContainEqual(first);
  });

  it('plays a whole match out in the stream: kick-off first, full-time last, the score as the results show', () => {
    const fixture = seasonFixtures(362026).find((one) => one.matchId === 362026132)!;
    const start = new Date((fixture.kickoff - 1) * 1000);
    const end = new Date((fixture.kickoff + 4 * 3600) * 1000);
    const events = footballEvents(start, end).filter((event) => event.matchId === fixture.matchId);
    expect(events[0]).toMatchObject({ type: 'kick-off', clock: "0'", period: 1, score: { home: 0, away: 0 } });
    expect(events.at(-1)!.type).toBe('full-time');
    const result = (
      ask('football.matches', { date: '2026-11-21', competitionId: 36 }) as {
        list: Array<{ matchId: number; score: unknown }>;
      }
    ).list.find((match) => match.matchId === fixture.matchId)!;
    expect(result.score).toMatchObject(events.at(-1)!.score);
    expect(events.map((event) => event.type)).toContain('half-time');
  });

  it('confirms line-ups an hour before kick-off and predicts them before that', () => {
    const fixture = seasonFixtures(362026).find((one) => one.kickoff > at.getTime() / 1000)!;
    const kickoff = new Date(fixture.kickoff * 1000);
    const before = ask('football.lineups', { matchId: fixture.matchId }, later(kickoff, -3700)) as {
      isConfirmed: boolean;
    };
    const after = ask('football.lineups', { matchId: fixture.matchId }, later(kickoff, -3500)) as {
      isConfirmed: boolean;
      home: { starters: unknown[]; substitutes: unknown[] };
    };
    expect(before.isConfirmed).toBe(false);
    expect(after.isConfirmed).toBe(true);
    expect(after.home.starters).toHaveLength(11);
    expect(after.home.substitutes).toHaveLength(9);
  });

  it('moves in-play odds with the score and suspends them just after a goal', () => {
    const goal = footballEvents(later(at, -3 * 3600), at).find(
      (event) => event.type === 'goal' && event.clock !== "90'",
    )!;
    expect(goal).toBeDefined();
    const odds = (moment: Date) =>
      (
        ask('football.in-play-odds', { matchId: goal.matchId, market: '1x2' }, moment) as {
          list: Array<{
            score: { home: number; away: number };
            bookmakers: Array<{ markets: Array<{ isSuspended: boolean; prices: Record<string, number> }> }>;
          }>;
        }
      ).list[0]!;
    const before = odds(later(goal.occurredAt, -20));
    const just = odds(later(goal.occurredAt, 20));
    const settled = odds(later(goal.occurredAt, 120));
    expect(before.bookmakers[0]!.markets[0]!.isSuspended).toBe(false);
    expect(just.bookmakers[0]!.markets[0]!.isSuspended).toBe(true);
    expect(settled.bookmakers[0]!.markets[0]!.isSuspended).toBe(false);
    expect(just.score).toEqual(goal.score);
    const scorer = goal.side!;
    expect(settled.bookmakers[0]!.markets[0]!.prices[scorer]).toBeLessThan(
      before.bookmakers[0]!.markets[0]!.prices[scorer]!,
    );
  });

  it('plays extra time and a shoot-out when a knockout tie is level', () => {
    const tie = [1032025, 1132025, 1382025, 1402025, 1922025]
      .flatMap((seasonId) => seasonFixtures(seasonId))
      .find((fixture) => fixture.isKnockout && timelineOf(fixture).penalties !== null)!;
    expect(tie).toBeDefined();
    const { clock } = timelineOf(tie);
    const status = (seconds: number) =>
      (ask('football.live-scores', {}, new Date((tie.kickoff + seconds) * 1000)) as { list: TLive[] }).list.find(
        (match) => match.matchId === tie.matchId,
      )?.status;
    expect(status(clock.periods[2]!.start + 60)).toBe(4);
    expect(status(clock.penaltiesStart! + 60)).toBe(5);
    expect(status(clock.end + 1)).toBeUndefined();
  });

  it('keeps every event inside its period, the scores only growing, and no one acting after leaving the pitch', () => {
    const fixtures = [362025, 1032025, 1382025, 752026].flatMap((seasonId) => seasonFixtures(seasonId));
    for (const fixture of fixtures) {
      const { events, clock } = timelineOf(fixture);
      let total = 0;
      const gone = new Set<number>();
      for (const event of events) {
        const period = clock.periods[event.period - 1]!;
        const end = period.start + (period.length + period.stoppage) * 60;
        if (event.kind !== 'full-time')
          expect(event.offset, `${fixture.matchId} ${event.kind}`).toBeLessThanOrEqual(end);
        expect(event.offset).toBeGreaterThanOrEqual(period.start);
        expect(event.score.home + event.score.away).toBeGreaterThanOrEqual(total);
        total = event.score.home + event.score.away;
        if (event.playerId !== null) expect(gone.has(event.playerId)).toBe(false);
        if (['red', 'second_yellow', 'substitution'].includes(event.kind)) gone.add(event.playerId!);
      }
    }
  });

  it('answers a live call well under a millisecond once warm', () => {
    live(at);
    const started = performance.now();
    for (let call = 0; call < 1000; call++) live(later(at, call / 10));
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });
});
