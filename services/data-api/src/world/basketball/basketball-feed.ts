import type { TMatchEvent, TMatchEventSource, TQuery, TSportFeed } from '../feed.ts';
import { basketballCompetition, basketballCompetitions, currentSeason, dayMs, dayNumberOf } from './competitions.ts';
import { actionsHappened, boxScoreAt, formatClock, gameStateAt, isLiveStatus, type TGameState } from './game-state.ts';
import { finalOf, gameTimeline, timelineOf, type TGameTimeline, type TPair } from './game-timeline.ts';
import { bookmakers, gameMarkets } from './odds.ts';
import { gamesOnDay, gamesStartedBetween, seasonSchedule, type TScheduledGame } from './schedule.ts';
import { seasonStandings } from './standings.ts';
import { basketballPlayer, basketballTeam, teamsOf, type TBasketballPlayer, type TBasketballTeam } from './teams.ts';
import { dayOfQuery, intOf, langOf, paged } from '../shared/query.ts';
import { basketballEventsOf } from './game-events.ts';

/*
 * The basketball interfaces of reference/basketball.json, answered from the generated world at the
 * moment asked for. An id that matches nothing answers `undefined` (12002 Empty data).
 */

/** Longer than any game with its breaks: games that started earlier are over. */
const longestGameMs = 4 * 3_600_000;

function liveGames(atMs: number): Array<{ timeline: TGameTimeline; state: TGameState }> {
  return gamesStartedBetween(atMs - longestGameMs, atMs)
    .map((game) => {
      const timeline = gameTimeline(game);
      return { timeline, state: gameStateAt(timeline, atMs) };
    })
    .filter(({ state }) => isLiveStatus(state.status));
}

function teamLine(team: TBasketballTeam, lang: 'en' | 'vi') {
  const { teamId, abbreviation, conference, division, arena } = team;
  return { teamId, name: team.name[lang], abbreviation, conference, division, arena };
}

function playerLine(player: TBasketballPlayer) {
  const { playerId, name, position, jersey, height, weight, draft } = player;
  return { playerId, name, position, jersey, height, weight, draft };
}

function matchLine(game: TScheduledGame, atMs: number, lang: 'en' | 'vi') {
  const home = basketballTeam(game.homeTeamId)!;
  const away = basketballTeam(game.awayTeamId)!;
  const final = finalOf(game);
  const line = (status: number, score: TPair, periods: TPair[]) => ({
    matchId: game.matchId,
    startTime: game.startMs / 1000,
    status,
    homeTeam: { teamId: home.teamId, name: home.name[lang] },
    awayTeam: { teamId: away.teamId, name: away.name[lang] },
    score,
    periods,
  });
  // A finished game needs only its final (kept for whole seasons), not its timeline.
  const endMs = game.startMs + final.end * 1000;
  if (atMs >= endMs) return { line: line(8, final.score, final.periodScores), updatedMs: endMs };
  const timeline = gameTimeline(game);
  const state = gameStateAt(timeline, atMs);
  const periods = timeline.periodScores.slice(0, Math.max(0, state.period - 1));
  if (state.period > 0) {
    const before = periods.reduce((sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }), {
      home: 0,
      away: 0,
    });
    periods.push({ home: state.score.home - before.home, away: state.score.away - before.away });
  }
  return { line: line(state.status, state.score, periods), updatedMs: state.updatedMs };
}

/** Days a `changedSince` without a `date` looks back over (at most a week). */
function changedSinceDays(changedSince: number, at: Date): number[] {
  const last = dayNumberOf(at);
  const first = Math.max(last - 7, Math.floor((changedSince * 1000) / dayMs) - 1);
  return Array.from({ length: Math.max(1, last - first + 1) }, (_, index) => first + index);
}

function matches(query: TQuery, at: Date) {
  const competitionId = intOf(query, 'competitionId');
  const teamId = intOf(query, 'teamId');
  const changedSince = intOf(query, 'changedSince');
  if (competitionId !== undefined && !basketballCompetition(competitionId)) return undefined;
  if (teamId !== undefined && !basketballTeam(teamId)) return undefined;
  const days =
    changedSince !== undefined && query.date === undefined
      ? changedSinceDays(changedSince, at)
      : [dayOfQuery(query, at)];
  const lang = langOf(query);
  const list = days
    .flatMap(gamesOnDay)
    .filter((game) => competitionId === undefined || game.competitionId === competitionId)
    .filter((game) => teamId === undefined || game.homeTeamId === teamId || game.awayTeamId === teamId)
    .map((game) => matchLine(game, at.getTime(), lang))
    .filter(({ updatedMs }) => changedSince === undefined || updatedMs > changedSince * 1000)
    .map(({ line }) => line);
  return paged(list, query);
}

function playByPlay(query: TQuery, at: Date) {
  const timeline = timelineOf(intOf(query, 'matchId') ?? 0);
  if (!timeline) return undefined;
  const since = intOf(query, 'sinceActionId') ?? 0;
  const count = actionsHappened(timeline, (at.getTime() - timeline.game.startMs) / 1000);
  const actions = timeline.actions.slice(Math.min(since, count), count).map((action) => ({
    actionId: action.actionId,
    period: action.period,
    clock: formatClock(timeline.periods[action.period - 1]!.length - action.clock),
    type: action.type,
    isMade: action.isMade,
    playerId: action.playerId,
    score: action.score,
  }));
  return { actions };
}

function boxScore(query: TQuery, at: Date) {
  const timeline = timelineOf(intOf(query, 'matchId') ?? 0);
  if (!timeline) return undefined;
  const box = boxScoreAt(timeline, (at.getTime() - timeline.game.startMs) / 1000);
  const made = (pair: [number, number]) => `${pair[0]}-${pair[1]}`;
  const side = (lines: (typeof box)['home']) => {
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    const pairSum = (pick: (line: (typeof lines)[number]) => [number, number]) =>
      `${sum((line) => pick(line)[0])}-${sum((line) => pick(line)[1])}`;
    return {
      totals: {
        points: sum((line) => line.points),
        rebounds: sum((line) => line.rebounds),
        assists: sum((line) => line.assists),
        steals: sum((line) => line.steals),
        blocks: sum((line) => line.blocks),
        fieldGoals: pairSum((line) => line.fg),
        threePointers: pairSum((line) => line.three),
        freeThrows: pairSum((line) => line.ft),
      },
      players: lines.map((line) => ({
        playerId: line.playerId,
        isStarter: line.isStarter,
        minutes: formatClock(line.seconds),
        points: line.points,
        rebounds: line.rebounds,
        assists: line.assists,
        steals: line.steals,
        blocks: line.blocks,
        fieldGoals: made(line.fg),
        threePointers: made(line.three),
        freeThrows: made(line.ft),
        plusMinus: line.plusMinus,
      })),
    };
  };
  return { matchId: timeline.game.matchId, home: side(box.home), away: side(box.away) };
}

function odds(query: TQuery, at: Date) {
  const matchId = intOf(query, 'matchId');
  const atMs = at.getTime();
  let games: Array<{ timeline: TGameTimeline; isInPlay: boolean }>;
  if (matchId !== undefined) {
    const timeline = timelineOf(matchId);
    if (!timeline) return undefined;
    const isInPlay = isLiveStatus(gameStateAt(timeline, atMs).status);
    games = query.isLive === true && !isInPlay ? [] : [{ timeline, isInPlay: query.isLive === true }];
  } else if (query.isLive === true) {
    games = liveGames(atMs).map(({ timeline }) => ({ timeline, isInPlay: true }));
  } else {
    games = gamesOnDay(dayOfQuery(query, at)).map((game) => ({ timeline: gameTimeline(game), isInPlay: false }));
  }
  const list = games.map(({ timeline, isInPlay }) => {
    const state = isInPlay ? gameStateAt(timeline, atMs) : undefined;
    return {
      matchId: timeline.game.matchId,
      bookmakers: bookmakers.map((name, index) => ({ name, markets: gameMarkets(timeline, state, index) })),
    };
  });
  return { list };
}

export const basketballFeed: TSportFeed = {
  'basketball.competitions': (query, at) => {
    const lang = langOf(query);
    const day = dayNumberOf(at);
    return paged(
      basketballCompetitions.map((competition) => ({
        competitionId: competition.competitionId,
        name: competition.name[lang],
        country: competition.country && {
          countryId: competition.country.countryId,
          name: competition.country.name[lang],
          code: competition.country.code,
        },
        currentSeasonId: currentSeason(competition, day).seasonId,
      })),
      query,
    );
  },
  'basketball.teams': (query) => {
    const lang = langOf(query);
    const teamId = intOf(query, 'teamId');
    const seasonId = intOf(query, 'seasonId');
    if (teamId !== undefined) {
      const team = basketballTeam(teamId);
      if (!team || (seasonId !== undefined && Math.floor(seasonId / 10_000) !== team.competitionId)) return undefined;
      return { list: [teamLine(team, lang)] };
    }
    if (seasonId === undefined || !seasonSchedule(seasonId)) return undefined;
    return { list: teamsOf(Math.floor(seasonId / 10_000)).map((team) => teamLine(team, lang)) };
  },
  'basketball.players': (query) => {
    const teamId = intOf(query, 'teamId');
    const playerId = intOf(query, 'playerId');
    if (playerId !== undefined) {
      const player = basketballPlayer(playerId);
      if (!player || (teamId !== undefined && player.teamId !== teamId)) return undefined;
      return { list: [playerLine(player)] };
    }
    const team = teamId === undefined ? undefined : basketballTeam(teamId);
    return team && { list: team.players.map(playerLine) };
  },
  'basketball.matches': matches,
  'basketball.live-scores': (query, at) => {
    const competitionId = intOf(query, 'competitionId');
    if (competitionId !== undefined && !basketballCompetition(competitionId)) return undefined;
    const list = liveGames(at.getTime())
      .filter(({ timeline }) => competitionId === undefined || timeline.game.competitionId === competitionId)
      .map(({ timeline, state }) => ({
        matchId: timeline.game.matchId,
        status: state.status,
        clock: formatClock(state.clockLeft),
        score: state.score,
        teamFouls: state.teamFouls,
        timeoutsLeft: state.timeoutsLeft,
      }));
    return { list };
  },
  'basketball.play-by-play': playByPlay,
  'basketball.box-score': boxScore,
  'basketball.standings': (query, at) => seasonStandings(intOf(query, 'seasonId') ?? 0, at.getTime(), langOf(query)),
  'basketball.odds': odds,
};

/** Every basketball event in (from, to], in time order. */
export const basketballEvents: TMatchEventSource = (from, to) => {
  const events: TMatchEvent[] = [];
  for (const game of gamesStartedBetween(from.getTime() - longestGameMs, to.getTime()))
    events.push(...basketballEventsOf(gameTimeline(game), from.getTime(), to.getTime()));
  return events.sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.matchId - b.matchId || a.eventId - b.eventId,
  );
};
