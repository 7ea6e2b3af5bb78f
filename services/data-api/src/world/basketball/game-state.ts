import type { TSide } from '../feed.ts';
import { countUpTo } from '../shared/event-window.ts';
import type { TAction, TGameTimeline, TPair } from './game-timeline.ts';
import { basketballTeam } from './teams.ts';

/**
 * A game as it stands at a moment. Status codes (the `status` field of the reference):
 * 0 not started, 1–4 quarter in play, 5 overtime, 6 half-time, 7 break between quarters or before
 * overtime, 8 finished; 9 postponed and 10 cancelled are documented but this world never
 * postpones (every slot is played, which is what keeps a game live at every hour).
 */
export type TGameState = {
  status: number;
  /** The period in play or just ended; 0 before tip-off. */
  period: number;
  /** Seconds left in that period. */
  clockLeft: number;
  score: TPair;
  teamFouls: TPair;
  timeoutsLeft: TPair;
  /** How many actions have happened. */
  actionCount: number;
  /** Unix ms of the last change. */
  updatedMs: number;
};

/** A fixture is published 30 days before it is played. */
const publishedBeforeMs = 30 * 86_400_000;

export function isLiveStatus(status: number): boolean {
  return status >= 1 && status <= 7;
}

/** Actions that have happened by `seconds` after tip-off: binary search, the timeline is in order. */
export function actionsHappened(timeline: TGameTimeline, seconds: number): number {
  return countUpTo(timeline.actions, (action) => action.real, seconds);
}

export function gameStateAt(timeline: TGameTimeline, atMs: number): TGameState {
  const startMs = timeline.game.startMs;
  const seconds = (atMs - startMs) / 1000;
  const firstTimeouts = timeline.actions[0]?.timeoutsLeft ?? { home: 0, away: 0 };
  if (seconds < 0) {
    return {
      status: 0,
      period: 0,
      clockLeft: timeline.periods[0]!.length,
      score: { home: 0, away: 0 },
      teamFouls: { home: 0, away: 0 },
      timeoutsLeft: firstTimeouts,
      actionCount: 0,
      updatedMs: startMs - publishedBeforeMs,
    };
  }
  const count = actionsHappened(timeline, seconds);
  const last: TAction | undefined = timeline.actions[count - 1];
  const snapshot = {
    score: last ? last.score : { home: 0, away: 0 },
    teamFouls: last ? last.teamFouls : { home: 0, away: 0 },
    timeoutsLeft: last ? last.timeoutsLeft : firstTimeouts,
    actionCount: count,
  };
  if (seconds >= timeline.end) {
    const final = timeline.periods[timeline.periods.length - 1]!;
    return { status: 8, period: final.period, clockLeft: 0, ...snapshot, updatedMs: startMs + timeline.end * 1000 };
  }
  const index = timeline.periods.findIndex((period) => seconds < period.end);
  const period = timeline.periods[index]!;
  if (seconds < period.start) {
    // Between periods: the one before has ended.
    const before = timeline.periods[index - 1]!;
    return {
      status: before.period === 2 ? 6 : 7,
      period: before.period,
      clockLeft: 0,
      ...snapshot,
      updatedMs: startMs + before.end * 1000,
    };
  }
  const isLastInPeriod = last !== undefined && last.period === period.period;
  const base = isLastInPeriod ? last.clock : 0;
  const runningFrom = isLastInPeriod ? last.real + last.pause : period.start;
  const next = timeline.actions[count];
  const cap = next && next.period === period.period ? next.clock : period.length;
  const played = Math.min(cap, base + Math.max(0, seconds - runningFrom));
  return {
    status: period.period <= 4 ? period.period : 5,
    period: period.period,
    clockLeft: period.length - Math.floor(played),
    ...snapshot,
    // Fouls start again each period; until its first action, so do the period's time-outs.
    ...(isLastInPeriod ? {} : { teamFouls: { home: 0, away: 0 }, timeoutsLeft: period.timeoutsAtStart }),
    updatedMs: startMs + (isLastInPeriod ? last.real : period.start) * 1000,
  };
}

/** `04:12`. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** As events show it: `Q3 04:12`, `OT1 02:00`. */
export function periodClock(period: number, clockLeft: number): string {
  return `${period <= 4 ? `Q${period}` : `OT${period - 4}`} ${formatClock(clockLeft)}`;
}

type TLine = {
  playerId: number;
  isStarter: boolean;
  seconds: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  fg: [number, number];
  three: [number, number];
  ft: [number, number];
  plusMinus: number;
};

/** Each team's player lines from the actions that have happened by `seconds` after tip-off. */
export function boxScoreAt(timeline: TGameTimeline, seconds: number): Record<TSide, TLine[]> {
  const count = actionsHappened(timeline, seconds);
  const lines = new Map<number, TLine>();
  const onCourtSince = new Map<number, number>();
  const box = {} as Record<TSide, TLine[]>;
  for (const side of ['home', 'away'] as const) {
    const team = basketballTeam(side === 'home' ? timeline.game.homeTeamId : timeline.game.awayTeamId)!;
    box[side] = team.players.map((player) => {
      const line: TLine = {
        playerId: player.playerId,
        isStarter: timeline.starters[side].includes(player.playerId),
        seconds: 0,
        points: 0,
        rebounds: 0,
        assists: 0,
        steals: 0,
        blocks: 0,
        fg: [0, 0],
        three: [0, 0],
        ft: [0, 0],
        plusMinus: 0,
      };
      lines.set(player.playerId, line);
      return line;
    });
    if (seconds >= 0) for (const playerId of timeline.starters[side]) onCourtSince.set(playerId, 0);
  }
  // Game seconds (all periods) at a period's clock.
  const periodOffset = timeline.periods.map((_, index) =>
    timeline.periods.slice(0, index).reduce((sum, period) => sum + period.length, 0),
  );
  const gameSecond = (period: number, clock: number) => periodOffset[period - 1]! + clock;
  const onCourt = (side: TSide) =>
    box[side].filter((line) => onCourtSince.has(line.playerId)).map((line) => line.playerId);
  for (const action of timeline.actions.slice(0, count)) {
    const line = action.playerId === null ? undefined : lines.get(action.playerId);
    const isShot = action.type === '2pt' || action.type === '3pt';
    if (line && isShot) {
      line.fg[1]++;
      if (action.isMade) line.fg[0]++;
      if (action.type === '3pt') {
        line.three[1]++;
        if (action.isMade) line.three[0]++;
      }
    }
    if (line && action.type === 'freethrow') {
      line.ft[1]++;
      if (action.isMade) line.ft[0]++;
    }
    if (line) line.points += action.points;
    if (line && action.type === 'rebound') line.rebounds++;
    if (action.assistId !== null) lines.get(action.assistId)!.assists++;
    if (action.stealId !== null) lines.get(action.stealId)!.steals++;
    if (action.blockId !== null) lines.get(action.blockId)!.blocks++;
    if (action.points > 0) {
      const against = action.side === 'home' ? 'away' : 'home';
      for (const playerId of onCourt(action.side)) lines.get(playerId)!.plusMinus += action.points;
      for (const playerId of onCourt(against)) lines.get(playerId)!.plusMinus -= action.points;
    }
    if (action.type === 'substitution' && action.outId !== null && action.playerId !== null) {
      const now = gameSecond(action.period, action.clock);
      lines.get(action.outId)!.seconds += now - (onCourtSince.get(action.outId) ?? now);
      onCourtSince.delete(action.outId);
      onCourtSince.set(action.playerId, now);
    }
  }
  // Time on court up to now: the clock as it stands (the end of the game once it is over).
  const state = gameStateAt(timeline, timeline.game.startMs + seconds * 1000);
  const now =
    state.period === 0 ? 0 : gameSecond(state.period, timeline.periods[state.period - 1]!.length - state.clockLeft);
  for (const [playerId, since] of onCourtSince) lines.get(playerId)!.seconds += now - since;
  return box;
}
