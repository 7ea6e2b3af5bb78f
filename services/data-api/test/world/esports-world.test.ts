import { describe, expect, it } from 'vitest';
import { esportsEvents, esportsFeed } from '../../src/world/esports/esports-feed.ts';
import { seriesOnDay, seriesStartedBetween } from '../../src/world/esports/schedule.ts';
import { seriesStateAt, seriesTimeline } from '../../src/world/esports/series.ts';
import { esportsGames, esportsTournaments } from '../../src/world/esports/tournaments.ts';
import { expectEventsInWindow, expectNoTeamInTwoAtOnce, readCatalogueSeed } from './support/world-checks.ts';

type TLive = { list: Array<{ matchId: number; updatedAt: number }> };
const at = new Date('2026-11-25T10:00:00Z');
const ask = (ref: string, query: Record<string, unknown>, moment = at) => esportsFeed[ref]!(query, moment);
const dayOf = (moment: Date) => Math.floor(moment.getTime() / 86_400_000);

describe('esports world', () => {
  it("has exactly the catalogue's LoL, Dota 2 and CS:GO leagues, with their names", () => {
    const leagues = readCatalogueSeed('leagues.json') as Array<{ leagueId: number; name: { en: string; vi: string } }>;
    const esportsLeagues = leagues.filter((league) => league.leagueId >= 5001 && league.leagueId < 5300);
    expect(esportsTournaments.map((tournament) => tournament.tournamentId)).toEqual(
      esportsLeagues.map((league) => league.leagueId),
    );
    for (const league of esportsLeagues)
      expect(esportsTournaments.find((tournament) => tournament.tournamentId === league.leagueId)?.name).toEqual(
        league.name,
      );
    const ids = (game: string) =>
      esportsTournaments.filter((tournament) => tournament.game === game).map((tournament) => tournament.tournamentId);
    expect(ids('lol')).toEqual([5001, 5002, 5003, 5004, 5005, 5006, 5007]);
    expect(ids('dota2')).toEqual([5101, 5102, 5103, 5104]);
    expect(ids('csgo')).toEqual([5201, 5202, 5203, 5204]);
  });

  it('answers the same for the same moment, whatever was asked before', () => {
    const read = () =>
      JSON.stringify(
        esportsGames.map((game) => [ask(`esports.${game}.live`, {}), ask('esports.odds', { game, isLive: true })]),
      );
    const first = read();
    ask('esports.csgo.matches', { date: '2026-03-02' });
    expect(read()).toBe(first);
  });

  it('has a live series of every game at every half hour, all year round', () => {
    for (const day of ['2026-11-25', '2026-12-31', '2027-01-01', '2026-07-15', '2026-10-20']) {
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const moment = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000);
        for (const game of esportsGames)
          expect(
            (ask(`esports.${game}.live`, {}, moment) as TLive).list.length,
            `${game} ${moment.toISOString()}`,
          ).toBeGreaterThan(0);
      }
    }
  });

  it('moves a live series on between two moments a minute apart', () => {
    for (const game of esportsGames) {
      const before = (ask(`esports.${game}.live`, {}) as TLive).list;
      const later = (ask(`esports.${game}.live`, {}, new Date(at.getTime() + 60_000)) as TLive).list;
      const moved = before.some((line) => {
        const next = later.find((candidate) => candidate.matchId === line.matchId);
        return next && JSON.stringify(next) !== JSON.stringify(line);
      });
      expect(moved, game).toBe(true);
    }
  });

  it('never has a team in two series at once, across New Year too', () => {
    const windows = [
      [at.getTime() - 3 * 86_400_000, at.getTime()],
      [Date.parse('2026-12-31T00:00:00Z'), Date.parse('2027-01-01T12:00:00Z')],
    ] as const;
    for (const game of esportsGames)
      for (const [from, to] of windows) {
        const series = seriesStartedBetween(game, from, to).map((each) => ({
          ...each,
          endMs: each.startMs + seriesTimeline(each).end * 1000,
        }));
        expectNoTeamInTwoAtOnce(series, `${game} `);
      }
  });

  it('plays games by their rules: LoL 30–40 min, Dota 2 35–45, CS:GO maps to 13 or 16 in overtime', () => {
    for (const game of esportsGames)
      for (const series of seriesOnDay(game, dayOf(at) - 1)) {
        const timeline = seriesTimeline(series);
        const needed = Math.ceil(series.bestOf / 2);
        expect(Math.max(timeline.score.home, timeline.score.away)).toBe(needed);
        for (const each of timeline.games) {
          const length = each.end - each.start;
          if (game === 'lol') expect(length >= 1800 && length <= 2400).toBe(true);
          if (game === 'dota2') expect(length >= 2100 && length <= 2700).toBe(true);
          if (game === 'csgo') {
            const rounds = each.csgo!.rounds;
            const won = (side: 'home' | 'away') => rounds.filter((round) => round.winner === side).length;
            const [winner, loser] = [won(each.winner), won(each.winner === 'home' ? 'away' : 'home')];
            expect(winner === 13 ? loser <= 11 && loser >= 3 : winner === 16 && loser >= 12 && loser <= 14).toBe(true);
          }
        }
      }
  });

  it('shows results for past days and fixtures for future ones', () => {
    type TMatches = { list: Array<{ status: number; games: unknown[]; teams: Array<{ score: number }> }> };
    for (const game of esportsGames) {
      const past = ask(`esports.${game}.matches`, { date: '2026-11-20' }) as TMatches;
      const future = ask(`esports.${game}.matches`, { date: '2026-11-28' }) as TMatches;
      expect(past.list.length).toBeGreaterThan(0);
      expect(past.list.every((series) => series.status === 2 && series.games.length > 0)).toBe(true);
      expect(future.list.every((series) => series.status === 0 && series.games.length === 0)).toBe(true);
    }
  });

  it('sends events in time order with growing ids, exactly those in (from, to]', () => {
    const events = expectEventsInWindow(esportsEvents, new Date(at.getTime() - 5 * 60_000), at);
    expect(new Set(events.map((event) => event.game))).toEqual(new Set(esportsGames));
  });

  it('ends a series with its series-end event carrying the final score', () => {
    const series = seriesOnDay('csgo', dayOf(at) - 1)[0]!;
    const timeline = seriesTimeline(series);
    const events = esportsEvents(new Date(series.startMs - 1), new Date(series.startMs + timeline.end * 1000)).filter(
      (event) => event.matchId === series.matchId,
    );
    expect(events[0]!.type).toBe('game-start');
    expect(events.at(-1)!.type).toBe('series-end');
    expect(events.at(-1)!.score).toEqual(timeline.score);
    expect(seriesStateAt(timeline, series.startMs + timeline.end * 1000).status).toBe(2);
  });

  it('suspends in-play odds at moments and prices both sides', () => {
    type TOdds = { list: Array<{ markets: Array<{ isSuspended: boolean; prices: Record<string, number> }> }> };
    let suspended = 0;
    for (let second = 0; second < 600; second += 15) {
      const odds = ask('esports.odds', { game: 'lol', isLive: true }, new Date(at.getTime() + second * 1000)) as TOdds;
      for (const line of odds.list)
        for (const market of line.markets) {
          if (market.isSuspended) suspended++;
          for (const value of Object.values(market.prices)) expect(value).toBeGreaterThan(1);
        }
    }
    expect(suspended).toBeGreaterThan(0);
  });

  it('answers an id of another game or of nothing with no data', () => {
    expect(ask('esports.teams', { game: 'dota2', teamId: 126 })).toBeUndefined();
    expect(ask('esports.lol.live', { matchId: 1 })).toBeUndefined();
    expect(ask('esports.csgo.matches', { tournamentId: 5001 })).toBeUndefined();
  });

  it('answers a live call well under a millisecond once warm', () => {
    for (const game of esportsGames) ask(`esports.${game}.live`, {});
    const started = performance.now();
    for (let second = 0; second < 100; second++)
      for (const game of esportsGames) ask(`esports.${game}.live`, {}, new Date(at.getTime() + second * 1000));
    expect((performance.now() - started) / 300).toBeLessThan(0.5);
  });
});
