import { seededRandom, type TRandom } from '../random.ts';
import type { TSide } from '../feed.ts';
import { BoundedCache } from './bounded-cache.ts';
import { pickLineup, type TLineup } from './lineups.ts';
import { periodEnd, type TClock, type TPeriod } from './match-clock.ts';
import { addMarkers, continuePlay, offsetOfRaw, playOut, shootOut, type TRaw } from './match-play.ts';
import { findTeam, squadOf } from './teams.ts';

/**
 * Everything that happens in a match, decided once from its id (seeded): line-ups, goals,
 * cards, substitutions, shots with their xG, corners, fouls, offsides, and where each falls on
 * the match clock. What a caller sees at a moment is this timeline cut at that moment
 * (match-state.ts), so a live match unfolds in real time and replays identically.
 */
export type TEventKind =
  | 'kick-off'
  | 'goal'
  | 'own_goal'
  | 'penalty_goal'
  | 'penalty_missed'
  | 'yellow'
  | 'second_yellow'
  | 'red'
  | 'substitution'
  | 'half-time'
  | 'second-half'
  | 'full-time';

export type TTimelineEvent = {
  eventId: number;
  kind: TEventKind;
  /** Seconds after kick-off. */
  offset: number;
  period: number;
  minute: number;
  extraMinute: number | null;
  /** For an own goal, the side credited with the goal. */
  side: TSide | null;
  playerId: number | null;
  /** Assist or player on. */
  relatedPlayerId: number | null;
  score: { home: number; away: number };
};

export type TShot = {
  offset: number;
  minute: number;
  side: TSide;
  playerId: number;
  keyPassBy: number | null;
  xg: number;
  isOnTarget: boolean;
  isGoal: boolean;
};

export type TMatchInput = {
  matchId: number;
  homeTeamId: number;
  awayTeamId: number;
  isKnockout: boolean;
  isNeutral: boolean;
};

export type TTimeline = {
  matchId: number;
  clock: TClock;
  lineups: Record<TSide, TLineup>;
  events: TTimelineEvent[];
  shots: TShot[];
  /** Seconds after kick-off of each corner, foul and offside, by side. */
  corners: Record<TSide, number[]>;
  fouls: Record<TSide, number[]>;
  offsides: Record<TSide, number[]>;
  passes: Record<TSide, number>;
  /** The home side's share of the ball over the match, 0–1. */
  homePossession: number;
  /** Tackles each player would win in 90 minutes. */
  tacklesPer90: Map<number, number>;
  halfTime: { home: number; away: number };
  /** After play (extra time included); a shoot-out's score apart. */
  fullTime: { home: number; away: number };
  penalties: { home: number; away: number } | null;
  winner: TSide | null;
  /** Goal expectation of each side over 90 minutes, for the odds. */
  expectation: Record<TSide, number>;
};

const sides: TSide[] = ['home', 'away'];

function poisson(random: TRandom, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count++;
  return count;
}

/** The goal expectations of a pairing: strength ratio, and home advantage unless on neutral ground. */
export function goalExpectation(input: TMatchInput): Record<TSide, number> {
  const home = findTeam(input.homeTeamId)!.strength * (input.isNeutral ? 1 : 1.1);
  const away = findTeam(input.awayTeamId)!.strength;
  return { home: 1.35 * (home / away) ** 1.3, away: 1.2 * (away / home) ** 1.3 };
}

// About 14 KB each: enough for every match in play and the day's, not for whole seasons
// (tables and meetings read outcomes, fixtures.ts).
const timelines = new BoundedCache<number, TTimeline>(2500);

export function matchTimeline(input: TMatchInput): TTimeline {
  return timelines.get(input.matchId, () => buildTimeline(input));
}

/** A period of `length` minutes from `firstMinute`, `start` seconds after kick-off. */
function periodOf(period: number, start: number, firstMinute: number, length: number, stoppage: number): TPeriod {
  return { period, start, firstMinute, length, stoppage };
}

function buildTimeline(input: TMatchInput): TTimeline {
  const random = seededRandom('football-match', input.matchId);
  const expectation = goalExpectation(input);
  const lineups = {
    home: pickLineup(squadOf(input.homeTeamId), random),
    away: pickLineup(squadOf(input.awayTeamId), random),
  };
  // Half-time lasts 15 minutes; stoppage is drawn as each period is laid out (the order of draws is the match).
  const first = periodOf(1, 0, 1, 45, random.int(1, 4));
  const second = periodOf(2, periodEnd(first) + 900, 46, 45, random.int(2, 6));
  const periods = [first, second];
  const moment = (period: TPeriod, kind: TRaw['kind'], side: TSide): TRaw => {
    const minute = random.int(period.firstMinute, period.firstMinute + period.length - 1);
    const isStoppage = minute === period.firstMinute + period.length - 1 && period.stoppage > 0 && random.chance(0.4);
    return {
      period: period.period,
      minute,
      extra: isStoppage ? random.int(1, period.stoppage) : null,
      second: random.int(0, 59),
      kind,
      side,
    };
  };
  const inPlay = (kind: TRaw['kind'], side: TSide) => moment(random.chance(0.47) ? first : second, kind, side);

  const raws: TRaw[] = [];
  for (const side of sides) {
    const expected = expectation[side];
    for (let index = poisson(random, expected); index > 0; index--) {
      const roll = random.next();
      raws.push(inPlay(roll < 0.04 ? 'own_goal' : roll < 0.13 ? 'penalty_goal' : 'goal', side));
    }
    if (random.chance(0.1)) raws.push(inPlay('penalty_missed', side));
    for (let index = poisson(random, 1.9); index > 0; index--) raws.push(inPlay('yellow', side));
    if (random.chance(0.04)) raws.push(inPlay('red', side));
    for (let index = poisson(random, 7 + expected * 4); index > 0; index--) raws.push(inPlay('shot', side));
    for (let index = random.int(3, 5); index > 0; index--) {
      const isHalfTimeChange = random.chance(0.15);
      raws.push({
        period: 2,
        minute: isHalfTimeChange ? 46 : random.int(55, 88),
        extra: null,
        second: random.int(0, 59),
        kind: 'substitution',
        side,
      });
    }
  }
  const state = playOut(random, lineups, raws, periods);

  // A drawn knockout tie: extra time, then penalties.
  let penaltiesStart: number | null = null;
  let penalties: { home: number; away: number } | null = null;
  if (input.isKnockout && state.score.home === state.score.away) {
    // Five minutes' break before extra time, two between its halves.
    const third = periodOf(3, periodEnd(second) + 300, 91, 15, random.int(0, 2));
    const fourth = periodOf(4, periodEnd(third) + 120, 106, 15, random.int(0, 3));
    periods.push(third, fourth);
    const extra: TRaw[] = [];
    for (const side of sides) {
      for (let index = poisson(random, expectation[side] * 0.3); index > 0; index--)
        extra.push(moment(random.chance(0.5) ? third : fourth, 'goal', side));
      for (let index = poisson(random, 2); index > 0; index--)
        extra.push(moment(random.chance(0.5) ? third : fourth, 'shot', side));
    }
    continuePlay(random, state, extra, periods);
    if (state.score.home === state.score.away) {
      penaltiesStart = periodEnd(fourth) + 300;
      penalties = shootOut(random);
    }
  }
  const lastPeriod = periods.at(-1)!;
  const end =
    penaltiesStart === null ? periodEnd(lastPeriod) : penaltiesStart + (penalties!.home + penalties!.away + 4) * 60;
  const clock: TClock = { periods, penaltiesStart, end };
  addMarkers(state, periods, end);
  state.events.sort((a, b) => a.offset - b.offset);
  state.events.forEach((event, index) => (event.eventId = index + 1));

  const counts = (mean: number) =>
    Object.fromEntries(
      sides.map((side) => [
        side,
        Array.from({ length: poisson(random, mean) }, () => offsetOfRaw(periods, inPlay('shot', side))).sort(
          (a, b) => a - b,
        ),
      ]),
    ) as Record<TSide, number[]>;
  const homePossession = Math.min(
    0.7,
    Math.max(0.3, 0.5 + (expectation.home - expectation.away) * 0.08 + (random.next() - 0.5) * 0.1),
  );
  const tacklesPer90 = new Map<number, number>();
  for (const side of sides)
    for (const player of [...lineups[side].starters.map((one) => one.player), ...lineups[side].substitutes])
      tacklesPer90.set(player.playerId, poisson(random, { G: 0.1, D: 2.6, M: 2.1, F: 0.7 }[player.position]));
  const score = state.score;
  return {
    matchId: input.matchId,
    clock,
    lineups,
    events: state.events,
    shots: state.shots.sort((a, b) => a.offset - b.offset),
    corners: counts(4.8),
    fouls: counts(11),
    offsides: counts(1.8),
    passes: {
      home: Math.round(900 * homePossession) + random.int(-30, 30),
      away: Math.round(900 * (1 - homePossession)) + random.int(-30, 30),
    },
    homePossession,
    tacklesPer90,
    halfTime: state.halfTime,
    fullTime: { ...score },
    penalties,
    winner:
      score.home !== score.away
        ? score.home > score.away
          ? 'home'
          : 'away'
        : penalties
          ? penalties.home > penalties.away
            ? 'home'
            : 'away'
          : null,
    expectation,
  };
}
