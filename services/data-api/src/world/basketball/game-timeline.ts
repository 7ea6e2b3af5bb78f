import type { TSide } from '../feed.ts';
import { scheduledGame, type TScheduledGame } from './schedule.ts';
import { playGame } from './play-game.ts';

/**
 * One game played out, possession by possession, from its seed: every action with its game clock
 * and the moment it happens. The game clock runs in real time while the ball is live and stops
 * for fouls, free throws, time-outs and substitutions, so a game takes some 1 h 15 to 2 h with its
 * breaks (2 minutes between quarters, 15 at half-time), longer under NBA rules (12-minute quarters).
 */
export type TActionType = '2pt' | '3pt' | 'freethrow' | 'rebound' | 'turnover' | 'foul' | 'substitution' | 'timeout';
export type TPair = { home: number; away: number };

export type TAction = {
  actionId: number;
  period: number;
  /** Seconds of the period played. */
  clock: number;
  /** Seconds after tip-off. */
  real: number;
  /** Dead-ball seconds after it: the clock stands still. */
  pause: number;
  type: TActionType;
  isMade: boolean | null;
  side: TSide;
  playerId: number | null;
  points: number;
  assistId: number | null;
  blockId: number | null;
  stealId: number | null;
  /** Substitution: who leaves. */
  outId: number | null;
  score: TPair;
  teamFouls: TPair;
  timeoutsLeft: TPair;
};

export type TPeriod = {
  period: number;
  /** Seconds of game clock. */
  length: number;
  /** Seconds after tip-off of its start and end. */
  start: number;
  end: number;
  /** Time-outs each team has as it starts (FIBA gives three for the second half, one per overtime). */
  timeoutsAtStart: TPair;
};

export type TGameTimeline = {
  game: TScheduledGame;
  actions: TAction[];
  periods: TPeriod[];
  /** Seconds after tip-off of the final buzzer. */
  end: number;
  score: TPair;
  periodScores: TPair[];
  starters: Record<TSide, number[]>;
};

/** Timelines asked for lately; a game's is about 500 actions. */
const timelines = new Map<number, TGameTimeline>();
const maxTimelines = 200;

export function gameTimeline(game: TScheduledGame): TGameTimeline {
  const cached = timelines.get(game.matchId);
  if (cached) {
    timelines.delete(game.matchId);
    timelines.set(game.matchId, cached);
    return cached;
  }
  const timeline = playGame(game);
  if (timelines.size >= maxTimelines) timelines.delete(timelines.keys().next().value!);
  timelines.set(game.matchId, timeline);
  return timeline;
}

export function timelineOf(matchId: number): TGameTimeline | undefined {
  const game = scheduledGame(matchId);
  return game && gameTimeline(game);
}

/** Final scores only, for standings: kept for whole seasons, far smaller than timelines. */
const finals = new Map<number, { score: TPair; periodScores: TPair[]; end: number }>();

export function finalOf(game: TScheduledGame): { score: TPair; periodScores: TPair[]; end: number } {
  let final = finals.get(game.matchId);
  if (!final) {
    const timeline = timelines.get(game.matchId) ?? playGame(game);
    final = { score: timeline.score, periodScores: timeline.periodScores, end: timeline.end };
    if (finals.size >= 20_000) finals.delete(finals.keys().next().value!);
    finals.set(game.matchId, final);
  }
  return final;
}
