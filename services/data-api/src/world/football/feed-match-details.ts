import type { TInterfaceAnswer, TSide } from '../feed.ts';
import { seededRandom } from '../random.ts';
import { intOf, paged } from '../shared/query.ts';
import { seasonFixtures } from './fixtures.ts';
import { pickLineup, type TLineup } from './lineups.ts';
import { findVisibleView } from './match-index.ts';
import { eventsSoFar, hasStarted, playerLines, teamFigures, viewAt, type TPlayerLine } from './match-state.ts';
import { findListedSeason } from './seasons.ts';
import { findTeam, squadOf } from './teams.ts';

/** One match in detail: its events, line-ups, figures, players and shots. */
const reportedKinds = new Set([
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_missed',
  'yellow',
  'second_yellow',
  'red',
  'substitution',
]);

export const listMatchEvents: TInterfaceAnswer = (query, at) => {
  const view = findVisibleView(intOf(query, 'matchId'), at);
  if (!view) return undefined;
  return {
    matchId: view.fixture.matchId,
    events: eventsSoFar(view)
      .filter((event) => reportedKinds.has(event.kind))
      .map((event) => ({
        eventId: event.eventId,
        type: event.kind,
        minute: event.minute,
        extraMinute: event.extraMinute,
        side: event.side,
        playerId: event.playerId,
        relatedPlayerId: event.relatedPlayerId,
        isDeleted: false,
      })),
  };
};

/** Line-ups are confirmed an hour before kick-off; before that the feed shows a predicted one. */
const confirmedBeforeKickoff = 3600;

export const showLineups: TInterfaceAnswer = (query, at) => {
  const view = findVisibleView(intOf(query, 'matchId'), at);
  if (!view) return undefined;
  const { fixture } = view;
  const isConfirmed = view.elapsed >= -confirmedBeforeKickoff;
  const side = (which: TSide) => {
    const teamId = which === 'home' ? fixture.homeTeamId : fixture.awayTeamId;
    const lineup: TLineup = isConfirmed
      ? view.timeline.lineups[which]
      : pickLineup(squadOf(teamId), seededRandom('football-predicted-lineup', fixture.matchId, which));
    const entry = (player: TLineup['substitutes'][number], grid: string | null) => ({
      playerId: player.playerId,
      name: player.name,
      shirtNumber: player.shirtNumber,
      position: player.position,
      grid,
    });
    return {
      formation: lineup.formation,
      coach: findTeam(teamId)!.coach,
      starters: lineup.starters.map(({ player, grid }) => entry(player, grid)),
      substitutes: lineup.substitutes.map((player) => entry(player, null)),
    };
  };
  return { matchId: fixture.matchId, isConfirmed, home: side('home'), away: side('away') };
};

export const showMatchStatistics: TInterfaceAnswer = (query, at) => {
  const view = findVisibleView(intOf(query, 'matchId'), at);
  if (!view) return undefined;
  const figures = teamFigures(view);
  return { matchId: view.fixture.matchId, home: figures.home, away: figures.away };
};

export const showExpectedGoals: TInterfaceAnswer = (query, at) => {
  const view = findVisibleView(intOf(query, 'matchId'), at);
  if (!view) return undefined;
  const { fixture } = view;
  const figures = teamFigures(view);
  const shots = hasStarted(view) ? view.timeline.shots.filter((shot) => shot.offset <= view.elapsed) : [];
  return {
    matchId: fixture.matchId,
    home: { xg: figures.home.xg },
    away: { xg: figures.away.xg },
    shots: shots.map((shot) => ({ minute: shot.minute, playerId: shot.playerId, xg: shot.xg, isGoal: shot.isGoal })),
  };
};

/** A season's totals per player: every match played by the moment asked for; the rating is their average. */
function seasonLines(seasonId: number, at: Date): TPlayerLine[] {
  const totals = new Map<number, { line: TPlayerLine; appearances: number; ratings: number }>();
  const now = Math.floor(at.getTime() / 1000);
  for (const fixture of seasonFixtures(seasonId)) {
    if (fixture.kickoff > now || fixture.visibleFrom > now) continue;
    for (const line of playerLines(viewAt(fixture, at))) {
      const total = totals.get(line.playerId);
      if (!total) {
        totals.set(line.playerId, { line: { ...line }, appearances: 1, ratings: line.rating });
        continue;
      }
      for (const key of [
        'minutes',
        'goals',
        'assists',
        'shots',
        'keyPasses',
        'tackles',
        'yellowCards',
        'redCards',
      ] as const)
        total.line[key] += line[key];
      total.appearances++;
      total.ratings += line.rating;
    }
  }
  return [...totals.values()].map(({ line, appearances, ratings }) => ({
    ...line,
    rating: Math.round((ratings / appearances) * 10) / 10,
  }));
}

export const listPlayerStatistics: TInterfaceAnswer = (query, at) => {
  const matchId = intOf(query, 'matchId');
  const seasonId = intOf(query, 'seasonId');
  const playerId = intOf(query, 'playerId');
  let lines: TPlayerLine[];
  if (matchId !== undefined) {
    const view = findVisibleView(matchId, at);
    if (!view) return undefined;
    lines = playerLines(view);
  } else if (seasonId !== undefined) {
    if (!findListedSeason(seasonId, at)) return undefined;
    lines = seasonLines(seasonId, at);
  } else return undefined;
  const list = lines
    .filter((line) => playerId === undefined || line.playerId === playerId)
    .sort((a, b) => b.goals - a.goals || b.assists - a.assists || b.minutes - a.minutes || a.playerId - b.playerId);
  const page = paged(list, query);
  return { list: page.list };
};
