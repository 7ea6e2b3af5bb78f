import { describe, expect, it } from 'vitest';
import { basketballEvents, basketballFeed } from '../../src/world/basketball/basketball-feed.ts';
import { basketballCompetitions, dayNumberOf } from '../../src/world/basketball/competitions.ts';
import { finalOf, gameTimeline } from '../../src/world/basketball/game-timeline.ts';
import { gamesOnDay, seasonSchedule } from '../../src/world/basketball/schedule.ts';
import { expectEventsInWindow, expectNoTeamInTwoAtOnce, readCatalogueSeed } from './support/world-checks.ts';

type TList<T> = { list: T[] };
type TLive = { matchId: number; status: number; clock: string; score: { home: number; away: number } };
const at = new Date('2026-11-25T10:00:00Z');
const ask = (ref: string, query: Record<string, unknown>, moment = at) => basketballFeed[ref]!(query, moment);

describe('basketball world', () => {
  it('has exactly the catalogue basketball leagues, with their names', () => {
    const leagues = readCatalogueSeed('leagues.json') as Array<{ leagueId: number; name: { en: string; vi: string } }>;
    const byId = new Map(leagues.map((league) => [league.leagueId, league]));
    expect(basketballCompetitions.map((competition) => competition.competitionId)).toEqual([1, 2, 3, 5, 6, 7, 9]);
    for (const competition of basketballCompetitions)
      expect(byId.get(competition.competitionId)?.name, `league ${competition.competitionId}`).toEqual(
        competition.name,
      );
  });

  it('answers the same for the same moment, whatever was asked before', () => {
    const first = JSON.stringify([
      ask('basketball.live-scores', {}),
      ask('basketball.matches', { date: '2026-11-24' }),
    ]);
    ask('basketball.standings', { seasonId: 12027 });
    const second = JSON.stringify([
      ask('basketball.live-scores', {}),
      ask('basketball.matches', { date: '2026-11-24' }),
    ]);
    expect(second).toBe(first);
  });

  it('has a live game at every half hour of a day, in and out of the big leagues seasons', () => {
    for (let minute = 0; minute < 24 * 60; minute += 30) {
      const moment = new Date(Date.UTC(2026, 6, 14) + minute * 60_000); // July: only the VBA plays
      const live = ask('basketball.live-scores', {}, moment) as TList<TLive>;
      expect(live.list.length, moment.toISOString()).toBeGreaterThan(0);
      for (const game of live.list) expect(game.status).toBeGreaterThanOrEqual(1);
    }
    for (let minute = 0; minute < 24 * 60; minute += 30) {
      const moment = new Date(at.getTime() + minute * 60_000);
      expect((ask('basketball.live-scores', {}, moment) as TList<TLive>).list.length).toBeGreaterThan(0);
    }
  });

  it('moves a live game on between two moments a minute apart', () => {
    const before = ask('basketball.live-scores', {}) as TList<TLive>;
    const game = before.list[0]!;
    const later = (ask('basketball.live-scores', {}, new Date(at.getTime() + 60_000)) as TList<TLive>).list.find(
      (line) => line.matchId === game.matchId,
    );
    expect(later).toBeDefined();
    expect(JSON.stringify(later)).not.toBe(JSON.stringify(game));
  });

  it('plays a game out: periods add up to the score, the box score to the points, actions grow', () => {
    const game = gamesOnDay(dayNumberOf(at) - 1)[0]!;
    const timeline = gameTimeline(game);
    const sum = timeline.periodScores.reduce((total, period) => total + period.home, 0);
    expect(sum).toBe(timeline.score.home);
    expect(timeline.score.home).not.toBe(timeline.score.away);
    const box = ask('basketball.box-score', { matchId: game.matchId }) as {
      home: { totals: { points: number }; players: Array<{ minutes: string; plusMinus: number }> };
    };
    expect(box.home.totals.points).toBe(timeline.score.home);
    const played = box.home.players.reduce((total, line) => {
      const [minutes, seconds] = line.minutes.split(':').map(Number);
      return total + minutes! * 60 + seconds!;
    }, 0);
    expect(played).toBe(5 * timeline.periods.reduce((total, period) => total + period.length, 0));
    const { actions } = ask('basketball.play-by-play', { matchId: game.matchId }) as {
      actions: Array<{ actionId: number }>;
    };
    expect(actions.map((action) => action.actionId)).toEqual(actions.map((_, index) => index + 1));
    const { actions: since } = ask('basketball.play-by-play', { matchId: game.matchId, sinceActionId: 100 }) as {
      actions: Array<{ actionId: number }>;
    };
    expect(since[0]?.actionId).toBe(101);
    expect(ask('basketball.play-by-play', { matchId: 999 })).toBeUndefined();
  });

  it('sends events in time order with growing ids, exactly those in (from, to]', () => {
    expectEventsInWindow(basketballEvents, new Date(at.getTime() - 10 * 60_000), at);
  });

  it('computes standings from the results', () => {
    const seasonId = 52027;
    const { groups } = ask('basketball.standings', { seasonId }) as {
      groups: Array<{ rows: Array<{ team: { teamId: number }; wins: number; losses: number; winPct: number }> }>;
    };
    const wins = new Map<number, number>();
    const losses = new Map<number, number>();
    for (const game of seasonSchedule(seasonId)!.games) {
      const final = finalOf(game);
      if (game.startMs + final.end * 1000 > at.getTime()) continue;
      const [winner, loser] =
        final.score.home > final.score.away ? [game.homeTeamId, game.awayTeamId] : [game.awayTeamId, game.homeTeamId];
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
      losses.set(loser, (losses.get(loser) ?? 0) + 1);
    }
    const rows = groups.flatMap((group) => group.rows);
    expect(rows.length).toBe(10);
    for (const row of rows) {
      expect(row.wins).toBe(wins.get(row.team.teamId) ?? 0);
      expect(row.losses).toBe(losses.get(row.team.teamId) ?? 0);
    }
    expect(rows.map((row) => row.winPct)).toEqual([...rows.map((row) => row.winPct)].sort((a, b) => b - a));
  });

  it('shows results for past days and fixtures for future ones', () => {
    type TMatches = { list: Array<{ status: number; score: { home: number } }> };
    const past = ask('basketball.matches', { date: '2026-11-20' }) as TMatches;
    const future = ask('basketball.matches', { date: '2026-11-30' }) as TMatches;
    expect(past.list.length).toBe(32);
    expect(past.list.every((match) => match.status === 8)).toBe(true);
    expect(future.list.every((match) => match.status === 0 && match.score.home === 0)).toBe(true);
  });

  it('never has a team in two games at once, even in July when only the VBA plays', () => {
    for (const day of [dayNumberOf(at), dayNumberOf(new Date('2026-07-14T00:00:00Z'))]) {
      expectNoTeamInTwoAtOnce(
        [...gamesOnDay(day - 1), ...gamesOnDay(day)].map((game) => ({
          ...game,
          endMs: game.startMs + gameTimeline(game).end * 1000,
        })),
      );
    }
  });

  it('answers changedSince with only the matches changed after it', () => {
    type TMatches = { list: Array<{ matchId: number; status: number }> };
    const since = at.getTime() / 1000 - 120;
    const changed = ask('basketball.matches', { changedSince: since }) as TMatches;
    const live = ask('basketball.live-scores', {}) as TList<TLive>;
    // A game being played (not at a break) moves at least every two minutes; one finished days ago does not.
    for (const game of live.list.filter((line) => line.status <= 5))
      expect(changed.list.map((match) => match.matchId)).toContain(game.matchId);
    expect(changed.list.every((match) => match.status !== 0)).toBe(true);
    const old = ask('basketball.matches', { date: '2026-11-20', changedSince: since }) as TMatches;
    expect(old.list).toEqual([]);
  });

  it('answers a live call well under a millisecond once warm', () => {
    ask('basketball.live-scores', {});
    const started = performance.now();
    for (let second = 0; second < 200; second++)
      ask('basketball.live-scores', {}, new Date(at.getTime() + second * 1000));
    expect((performance.now() - started) / 200).toBeLessThan(0.5);
  });
});
