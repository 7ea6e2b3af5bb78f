import type { TSide } from '../feed.ts';
import { BoundedCache } from './bounded-cache.ts';
import { timelineOf, type TFixture } from './fixtures.ts';
import { readClock, statusCodes, type TClockReading } from './match-clock.ts';
import { isGoalKind } from './match-play.ts';
import type { TTimeline, TTimelineEvent } from './match-timeline.ts';
import type { TPlayer } from './teams.ts';

/**
 * A match as it stands at a moment: the timeline cut at that moment. Everything a caller sees
 * of a match (score, minute, cards, statistics, player figures) is read from here, so the
 * interfaces agree with each other at any moment.
 */
export type TMatchView = {
  fixture: TFixture;
  timeline: TTimeline;
  /** Seconds since kick-off at the moment asked for (negative before). */
  elapsed: number;
  reading: TClockReading;
};

export function viewAt(fixture: TFixture, at: Date): TMatchView {
  const timeline = timelineOf(fixture);
  const elapsed = Math.floor(at.getTime() / 1000) - fixture.kickoff;
  const reading = fixture.isPostponed
    ? { status: statusCodes.postponed, minute: 0, extraMinute: null, minuteText: '' }
    : readClock(timeline.clock, elapsed);
  return { fixture, timeline, elapsed, reading };
}

export function hasStarted(view: TMatchView): boolean {
  return !view.fixture.isPostponed && view.elapsed >= 0;
}

export function isLive(view: TMatchView): boolean {
  return hasStarted(view) && view.reading.status !== statusCodes.finished;
}

export function isFinished(view: TMatchView): boolean {
  return view.reading.status === statusCodes.finished;
}

/** Events that have happened, markers (kick-off, half-time…) included. */
export function eventsSoFar(view: TMatchView): TTimelineEvent[] {
  if (!hasStarted(view)) return [];
  return view.timeline.events.filter((event) => event.offset <= view.elapsed);
}

export function scoreSoFar(view: TMatchView): { home: number; away: number } {
  const events = eventsSoFar(view);
  return events.at(-1)?.score ?? { home: 0, away: 0 };
}

/** The score object of fixtures: null parts until there is something to show. */
export function scoreboard(view: TMatchView): {
  home: number | null;
  away: number | null;
  halfTime: { home: number; away: number } | null;
} {
  if (!hasStarted(view)) return { home: null, away: null, halfTime: null };
  const score = scoreSoFar(view);
  const isPastHalfTime = view.reading.status !== statusCodes.firstHalf;
  return { ...score, halfTime: isPastHalfTime ? view.timeline.halfTime : null };
}

export function countSoFar(view: TMatchView, offsets: Record<TSide, number[]>): Record<TSide, number> {
  const upTo = (list: number[]) => (hasStarted(view) ? list.filter((offset) => offset <= view.elapsed).length : 0);
  return { home: upTo(offsets.home), away: upTo(offsets.away) };
}

export function cardsSoFar(view: TMatchView): { yellow: Record<TSide, number>; red: Record<TSide, number> } {
  const cards = { yellow: { home: 0, away: 0 }, red: { home: 0, away: 0 } };
  for (const event of eventsSoFar(view)) {
    if (!event.side) continue;
    if (event.kind === 'yellow' || event.kind === 'second_yellow') cards.yellow[event.side]++;
    if (event.kind === 'red' || event.kind === 'second_yellow') cards.red[event.side]++;
  }
  return cards;
}

/**
 * The last change a caller could see, Unix seconds: the latest event, corner or period change
 * for a started match; for one to come, the line-ups' confirmation an hour before kick-off,
 * or before that the day the fixtures were published.
 */
export function updatedAt(view: TMatchView, at: Date): number {
  const { fixture, timeline } = view;
  if (fixture.isPostponed) return Math.min(fixture.kickoff - 2 * 86_400, Math.floor(at.getTime() / 1000));
  if (!hasStarted(view)) return view.elapsed >= -3600 ? fixture.kickoff - 3600 : fixture.visibleFrom;
  const last = Math.max(
    ...[...timeline.corners.home, ...timeline.corners.away, ...timeline.events.map((event) => event.offset)].filter(
      (offset) => offset <= view.elapsed,
    ),
  );
  return fixture.kickoff + last;
}

/** The share of play elapsed, 0–1: what passes and possession grow with. */
function playedShare(view: TMatchView): number {
  if (!hasStarted(view)) return 0;
  const end = view.timeline.clock.periods.at(-1)!;
  return Math.min(1, view.elapsed / (end.start + (end.length + end.stoppage) * 60));
}

export type TTeamFigures = {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
  passes: number;
  xg: number;
};

export function teamFigures(view: TMatchView): Record<TSide, TTeamFigures> {
  const { timeline } = view;
  const share = playedShare(view);
  const shots = hasStarted(view) ? timeline.shots.filter((shot) => shot.offset <= view.elapsed) : [];
  // Possession sways during a match and settles on the match's share by the end.
  const sway = Math.sin(view.elapsed / 700 + (timeline.matchId % 7)) * 6 * (1 - share);
  const homePossession = share === 0 ? 50 : Math.round(timeline.homePossession * 100 + sway);
  const corners = countSoFar(view, timeline.corners);
  const fouls = countSoFar(view, timeline.fouls);
  const offsides = countSoFar(view, timeline.offsides);
  const figures = (side: TSide): TTeamFigures => {
    const own = shots.filter((shot) => shot.side === side);
    return {
      possession: side === 'home' ? homePossession : 100 - homePossession,
      shots: own.length,
      shotsOnTarget: own.filter((shot) => shot.isOnTarget).length,
      corners: corners[side],
      fouls: fouls[side],
      offsides: offsides[side],
      passes: Math.round(timeline.passes[side] * share),
      xg: Math.round(own.reduce((sum, shot) => sum + shot.xg, 0) * 100) / 100,
    };
  };
  return { home: figures('home'), away: figures('away') };
}

export type TPlayerLine = {
  playerId: number;
  teamId: number;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  keyPasses: number;
  tackles: number;
  yellowCards: number;
  redCards: number;
  rating: number;
};

const finalLines = new BoundedCache<number, TPlayerLine[]>(3000);

/** The figures of every player who has played in the match by the moment asked for. */
export function playerLines(view: TMatchView): TPlayerLine[] {
  if (!hasStarted(view)) return [];
  if (isFinished(view)) return finalLines.get(view.fixture.matchId, () => computeLines(view));
  return computeLines(view);
}

function computeLines(view: TMatchView): TPlayerLine[] {
  const { timeline, fixture } = view;
  const events = eventsSoFar(view);
  const shots = timeline.shots.filter((shot) => shot.offset <= view.elapsed);
  const score = scoreSoFar(view);
  const minuteNow =
    view.reading.status === statusCodes.finished ? (timeline.clock.periods.length > 2 ? 120 : 90) : view.reading.minute;
  const lines: TPlayerLine[] = [];
  for (const side of ['home', 'away'] as const) {
    const teamId = side === 'home' ? fixture.homeTeamId : fixture.awayTeamId;
    const lineup = timeline.lineups[side];
    const entries: Array<{ player: TPlayer; from: number }> = lineup.starters.map(({ player }) => ({
      player,
      from: 0,
    }));
    for (const event of events)
      if (event.kind === 'substitution' && event.side === side) {
        const player = lineup.substitutes.find((one) => one.playerId === event.relatedPlayerId);
        if (player) entries.push({ player, from: event.minute });
      }
    const margin = side === 'home' ? score.home - score.away : score.away - score.home;
    for (const { player, from } of entries) {
      const id = player.playerId;
      const left = events.find(
        (event) =>
          event.playerId === id &&
          (event.kind === 'red' ||
            event.kind === 'second_yellow' ||
            (event.kind === 'substitution' && event.side === side)),
      );
      const minutes = Math.max(0, (left ? left.minute : minuteNow) - from);
      const goals = events.filter(
        (event) => event.playerId === id && (event.kind === 'goal' || event.kind === 'penalty_goal'),
      ).length;
      const assists = events.filter((event) => event.relatedPlayerId === id && isGoalKind(event.kind)).length;
      const own = shots.filter((shot) => shot.playerId === id);
      const keyPasses = shots.filter((shot) => shot.keyPassBy === id).length;
      const tackles = Math.floor(((timeline.tacklesPer90.get(id) ?? 0) * minutes) / 90);
      const yellowCards = events.filter(
        (event) => event.playerId === id && (event.kind === 'yellow' || event.kind === 'second_yellow'),
      ).length;
      const redCards = events.filter(
        (event) => event.playerId === id && (event.kind === 'red' || event.kind === 'second_yellow'),
      ).length;
      const ownGoals = events.filter((event) => event.playerId === id && event.kind === 'own_goal').length;
      const spark = ((id * 7919 + fixture.matchId) % 11) / 10 - 0.5;
      const raw =
        6.3 +
        goals * 0.9 +
        assists * 0.6 +
        keyPasses * 0.15 +
        own.filter((shot) => shot.isOnTarget).length * 0.1 +
        tackles * 0.12 -
        yellowCards * 0.3 -
        redCards * 1.5 -
        ownGoals * 0.8 +
        Math.sign(margin) * 0.3 +
        spark * (minutes / 90);
      lines.push({
        playerId: id,
        teamId,
        minutes,
        goals,
        assists,
        shots: own.length,
        keyPasses,
        tackles,
        yellowCards,
        redCards,
        rating: Math.round(Math.min(10, Math.max(3, raw)) * 10) / 10,
      });
    }
  }
  return lines;
}
