import type { TMatchEvent, TMatchEventSource, TQuery, TSportFeed } from '../feed.ts';
import { dayOfQuery, intOf, langOf, paged } from '../shared/query.ts';
import { csStateAt } from './csgo-map.ts';
import { dotaStateAt } from './dota2-game.ts';
import { lolSideAt } from './lol-game.ts';
import { seriesMarkets } from './odds.ts';
import { seriesById, seriesOnDay, seriesStartedBetween, type TSeries } from './schedule.ts';
import { seriesEventsOf } from './series-events.ts';
import { seriesStateAt, seriesTimeline, type TSeriesGame, type TSeriesState, type TSeriesTimeline } from './series.ts';
import { esportsTeam, teamsOfGame, type TEsportsTeam } from './teams.ts';
import {
  dayMs,
  editionDays,
  esportsGames,
  esportsTournament,
  esportsTournaments,
  tournamentStatus,
  type TGame,
} from './tournaments.ts';

/*
 * The esports interfaces of reference/esports.json, answered from the generated world at the
 * moment asked for. An id that matches nothing (or another game's) answers `undefined`
 * (12002 Empty data). Blue / Radiant and red / Dire are whoever plays them in the game.
 */

/** Longer than any series (five 40-minute games and their breaks): those begun earlier are over. */
const longestSeriesMs = 5 * 3_600_000;

const gameOf = (query: TQuery): TGame => (esportsGames.includes(query.game as TGame) ? (query.game as TGame) : 'lol');
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** A team of this game, or undefined when the id is not one. */
const teamOfGame = (teamId: number | undefined, game: TGame) => {
  const team = teamId === undefined ? undefined : esportsTeam(teamId);
  return team?.game === game ? team : undefined;
};
const tournamentOfGame = (tournamentId: number | undefined, game: TGame) => {
  const tournament = tournamentId === undefined ? undefined : esportsTournament(tournamentId);
  return tournament?.game === game ? tournament : undefined;
};

function liveSeries(game: TGame, atMs: number): Array<{ timeline: TSeriesTimeline; state: TSeriesState }> {
  return seriesStartedBetween(game, atMs - longestSeriesMs, atMs)
    .map((series) => {
      const timeline = seriesTimeline(series);
      return { timeline, state: seriesStateAt(timeline, atMs) };
    })
    .filter(({ state }) => state.status === 1);
}

/** A game of a series as the matches lists show it: so far, for the one in play. */
function gameLine(series: TSeries, game: TSeriesGame, state: TSeriesState) {
  const isOver = state.finished.includes(game);
  const t = isOver ? game.end - game.start : state.gameTime;
  const winnerTeamId = isOver ? (game.winner === 'home' ? series.homeTeamId : series.awayTeamId) : null;
  if (game.csgo)
    return { map: game.map, winnerTeamId, rounds: csStateAt(game.csgo, isOver ? game.csgo.duration : t).score };
  if (game.lol)
    return {
      winnerTeamId,
      duration: Math.min(t, game.lol.duration),
      kills: { blue: lolSideAt(game.lol, 0, t).kills, red: lolSideAt(game.lol, 1, t).kills },
    };
  const dota = dotaStateAt(game.dota2!, t);
  return {
    winnerTeamId,
    duration: Math.min(t, game.dota2!.duration),
    kills: { radiant: dota.radiant.kills, dire: dota.dire.kills },
  };
}

function matches(game: TGame) {
  return (query: TQuery, at: Date) => {
    const tournamentId = intOf(query, 'tournamentId');
    const teamId = intOf(query, 'teamId');
    if (tournamentId !== undefined && !tournamentOfGame(tournamentId, game)) return undefined;
    if (teamId !== undefined && !teamOfGame(teamId, game)) return undefined;
    const list = seriesOnDay(game, dayOfQuery(query, at))
      .filter((series) => tournamentId === undefined || series.tournamentId === tournamentId)
      .filter((series) => teamId === undefined || series.homeTeamId === teamId || series.awayTeamId === teamId)
      .map((series) => {
        const timeline = seriesTimeline(series);
        const state = seriesStateAt(timeline, at.getTime());
        const played = state.current && state.gameTime > 0 ? [...state.finished, state.current] : state.finished;
        const team = (teamId: number, score: number) => ({ teamId, name: esportsTeam(teamId)!.name, score });
        return {
          matchId: series.matchId,
          tournamentId: series.tournamentId,
          bestOf: series.bestOf,
          startTime: series.startMs / 1000,
          status: state.status,
          teams: [team(series.homeTeamId, state.score.home), team(series.awayTeamId, state.score.away)],
          games: played.map((each) => gameLine(series, each, state)),
        };
      });
    return paged(list, query);
  };
}

/** The moment the live state last changed, Unix seconds. */
function updatedAt(timeline: TSeriesTimeline, state: TSeriesState, atMs: number): number {
  const game = state.current!;
  const base = timeline.series.startMs / 1000 + game.start;
  if (state.gameTime <= 0) {
    const previous = state.finished[state.finished.length - 1];
    return Math.floor(timeline.series.startMs / 1000 + (previous ? previous.end : 0));
  }
  if (game.csgo) {
    const t = state.gameTime;
    const moments = game.csgo.rounds.flatMap((round) => [round.start, round.end, round.plantedFrom ?? round.start]);
    return Math.floor(base + Math.max(...moments.filter((moment) => moment <= t)));
  }
  return Math.floor(atMs / 1000);
}

function live(game: TGame) {
  return (query: TQuery, at: Date) => {
    const matchId = intOf(query, 'matchId');
    if (matchId !== undefined && seriesById(matchId)?.game !== game) return undefined;
    const list = liveSeries(game, at.getTime())
      .filter(({ timeline }) => matchId === undefined || timeline.series.matchId === matchId)
      .map(({ timeline, state }) => {
        const { series } = timeline;
        const current = state.current!;
        const t = state.gameTime;
        const side0TeamId = current.isHomeSide0 ? series.homeTeamId : series.awayTeamId;
        const side1TeamId = current.isHomeSide0 ? series.awayTeamId : series.homeTeamId;
        const common = { matchId: series.matchId, gameNumber: current.gameNumber };
        const updated = updatedAt(timeline, state, at.getTime());
        if (current.lol)
          return {
            ...common,
            gameTime: t,
            blue: { teamId: side0TeamId, ...lolSideAt(current.lol, 0, t) },
            red: { teamId: side1TeamId, ...lolSideAt(current.lol, 1, t) },
            updatedAt: updated,
          };
        if (current.dota2) {
          const dota = dotaStateAt(current.dota2, t);
          return {
            ...common,
            gameTime: t,
            netWorthLead: dota.netWorthLead,
            radiant: { teamId: side0TeamId, ...dota.radiant },
            dire: { teamId: side1TeamId, ...dota.dire },
            updatedAt: updated,
          };
        }
        const map = csStateAt(current.csgo!, t);
        return {
          ...common,
          map: current.map,
          round: map.round,
          score: map.score,
          sides: map.sides,
          isBombPlanted: map.isBombPlanted,
          updatedAt: updated,
        };
      });
    return { list };
  };
}

function teamLine(team: TEsportsTeam) {
  return { teamId: team.teamId, name: team.name, acronym: team.acronym, region: team.region, players: team.players };
}

export const esportsFeed: TSportFeed = {
  'esports.tournaments': (query, at) => {
    const game = gameOf(query);
    const lang = langOf(query);
    const day = Math.floor(at.getTime() / dayMs);
    const year = new Date(at).getUTCFullYear();
    const status = intOf(query, 'status');
    const list = esportsTournaments
      .filter((tournament) => tournament.game === game)
      .filter((tournament) => status === undefined || tournamentStatus(tournament, day) === status)
      .map((tournament) => {
        const { firstDay, lastDay } = editionDays(tournament, year);
        return {
          tournamentId: tournament.tournamentId,
          name: tournament.name[lang],
          tier: tournament.tier,
          startDate: isoDay(firstDay),
          endDate: isoDay(lastDay),
          prizePool: tournament.prizePool,
          stages: tournament.stages,
        };
      });
    return paged(list, query);
  },
  'esports.teams': (query) => {
    const game = gameOf(query);
    const teamId = intOf(query, 'teamId');
    const tournamentId = intOf(query, 'tournamentId');
    const tournament = tournamentOfGame(tournamentId, game);
    if (tournamentId !== undefined && !tournament) return undefined;
    if (teamId !== undefined && !teamOfGame(teamId, game)) return undefined;
    const teams = teamsOfGame(game)
      .filter((team) => teamId === undefined || team.teamId === teamId)
      .filter((team) => !tournament || tournament.teamIds.includes(team.teamId));
    return paged(teams.map(teamLine), query);
  },
  'esports.odds': (query, at) => {
    const game = gameOf(query);
    const matchId = intOf(query, 'matchId');
    const atMs = at.getTime();
    const isLive = query.isLive === true;
    let priced: Array<{ timeline: TSeriesTimeline; state?: TSeriesState }>;
    if (matchId !== undefined) {
      const series = seriesById(matchId);
      if (!series || series.game !== game) return undefined;
      const timeline = seriesTimeline(series);
      const state = seriesStateAt(timeline, atMs);
      priced = isLive ? (state.status === 1 ? [{ timeline, state }] : []) : [{ timeline }];
    } else if (isLive) {
      priced = liveSeries(game, atMs);
    } else {
      // Pre-match prices: today's series still to start.
      priced = seriesOnDay(game, Math.floor(atMs / dayMs))
        .filter((series) => series.startMs > atMs)
        .map((series) => ({ timeline: seriesTimeline(series) }));
    }
    return {
      list: priced.map(({ timeline, state }) => ({
        matchId: timeline.series.matchId,
        markets: seriesMarkets(timeline, state),
      })),
    };
  },
  'esports.lol.matches': matches('lol'),
  'esports.lol.live': live('lol'),
  'esports.dota2.matches': matches('dota2'),
  'esports.dota2.live': live('dota2'),
  'esports.csgo.matches': matches('csgo'),
  'esports.csgo.live': live('csgo'),
};

/** Every esports event (all three games) in (from, to], in time order. */
export const esportsEvents: TMatchEventSource = (from, to) => {
  const events: TMatchEvent[] = [];
  for (const game of esportsGames)
    for (const series of seriesStartedBetween(game, from.getTime() - longestSeriesMs, to.getTime()))
      events.push(...seriesEventsOf(seriesTimeline(series), from.getTime(), to.getTime()));
  return events.sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.matchId - b.matchId || a.eventId - b.eventId,
  );
};
