import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import { byImportance, liveSides, toWidgetEvent, type TLiveSource, type TLiveTeam } from '../live/live-source.ts';
import { basketballCompetition, basketballCompetitions, dayMs } from './competitions.ts';
import { basketballEventsOf } from './game-events.ts';
import { gameStateAt, isLiveStatus, periodClock, type TGameState } from './game-state.ts';
import { finalOf, gameTimeline, timelineOf, type TGameTimeline } from './game-timeline.ts';
import { gamesStartedBetween, type TScheduledGame } from './schedule.ts';
import { basketballPlayer, basketballTeam } from './teams.ts';

/** Longer than any game with its breaks (as basketball-feed.ts). */
const longestGameMs = 4 * 3_600_000;
const competitionOrder = basketballCompetitions.map((competition) => competition.competitionId);
const finishedStatus = 8;

/** What the scoreboard shows: the period's clock in play, `HT` at half-time, `FT` once over. */
function clockOf(state: TGameState): string {
  if (state.status === 0) return '';
  if (state.status === finishedStatus) return 'FT';
  if (state.status === 6) return 'HT';
  return periodClock(state.period, state.clockLeft);
}

/** A basketball scoreboard shows a team by its abbreviation. */
function scoreboardTeam(teamId: number): TLiveTeam {
  const { name, abbreviation } = basketballTeam(teamId)!;
  return { teamId, name, shortName: abbreviation };
}

function header(timeline: TGameTimeline, state: TGameState, lang: TLang): TLiveMatch {
  const { game } = timeline;
  return {
    matchId: game.matchId,
    animType: 1,
    competitionName: basketballCompetition(game.competitionId)?.name[lang] ?? '',
    ...liveSides('basketball', scoreboardTeam(game.homeTeamId), scoreboardTeam(game.awayTeamId), lang),
    score: { ...state.score },
    clock: clockOf(state),
    period: state.period,
    status: state.status === 0 ? 'scheduled' : state.status === finishedStatus ? 'finished' : 'live',
    startsAt: new Date(game.startMs).toISOString(),
  };
}

/** The basketball world's games as the live-animation widgets see them. */
export const basketballLive: TLiveSource = {
  liveMatches(at, lang) {
    const atMs = at.getTime();
    const rank = byImportance(competitionOrder);
    return gamesStartedBetween(atMs - longestGameMs, atMs)
      .map((game) => ({
        timeline: gameTimeline(game),
        competitionId: game.competitionId,
        elapsedMs: atMs - game.startMs,
      }))
      .map((entry) => ({ ...entry, state: gameStateAt(entry.timeline, atMs) }))
      .filter(({ state }) => isLiveStatus(state.status))
      .sort(rank)
      .map(({ timeline, state }) => header(timeline, state, lang));
  },
  latestFinished(at, lang) {
    const atMs = at.getTime();
    const endOf = (game: TScheduledGame) => game.startMs + finalOf(game).end * 1000;
    const [latest] = gamesStartedBetween(atMs - dayMs, atMs)
      .filter((game) => endOf(game) <= atMs)
      .sort((a, b) => endOf(b) - endOf(a));
    if (!latest) return undefined;
    const timeline = gameTimeline(latest);
    return header(timeline, gameStateAt(timeline, atMs), lang);
  },
  findMatch(matchId, at, lang) {
    const timeline = timelineOf(matchId);
    if (!timeline) return undefined;
    const events = basketballEventsOf(timeline, -Infinity, at.getTime()).map((event) =>
      toWidgetEvent(event, (event.playerId && basketballPlayer(event.playerId)?.name) || ''),
    );
    const players = [timeline.game.homeTeamId, timeline.game.awayTeamId]
      .flatMap((teamId) => basketballTeam(teamId)?.players ?? [])
      .map(({ playerId, name }) => ({ playerId, name }));
    return { match: header(timeline, gameStateAt(timeline, at.getTime()), lang), events, players };
  },
};
