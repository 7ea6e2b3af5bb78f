import { seededRandom, type TRandom } from '../random.ts';
import type { TSide } from '../feed.ts';
import { BoundedCache } from './bounded-cache.ts';
import { pickLineup, type TLineup } from './lineups.ts';
import { offsetOf, periodEnd, type TClock, type TPeriod } from './match-clock.ts';
import { findTeam, squadOf, type TPlayer } from './teams.ts';

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
const other = (side: TSide): TSide => (side === 'home' ? 'away' : 'home');

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

type TRaw = {
  period: number;
  minute: number;
  extra: number | null;
  second: number;
  kind: TEventKind | 'shot';
  side: TSide;
};

const timelines = new BoundedCache<number, TTimeline>(6000);

export function matchTimeline(input: TMatchInput): TTimeline {
  return timelines.get(input.matchId, () => buildTimeline(input));
}

function buildTimeline(input: TMatchInput): TTimeline {
  const random = seededRandom('football-match', input.matchId);
  const expectation = goalExpectation(input);
  const lineups = {
    home: pickLineup(squadOf(input.homeTeamId), random),
    away: pickLineup(squadOf(input.awayTeamId), random),
  };
  const first: TPeriod = { period: 1, start: 0, firstMinute: 1, length: 45, stoppage: random.int(1, 4) };
  const second: TPeriod = {
    period: 2,
    start: periodEnd(first) + 900,
    firstMinute: 46,
    length: 45,
    stoppage: random.int(2, 6),
  };
  const periods = [first, second];
  const moment = (period: TPeriod, kind: TRaw['kind'], side: TSide): TRaw => {
    const minute = random.int(period.firstMinute, period.firstMinute + period.length - 1);
    const isStoppage = minute === period.firstMinute + period.length - 1 && random.chance(0.4);
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
    const third: TPeriod = {
      period: 3,
      start: periodEnd(second) + 300,
      firstMinute: 91,
      length: 15,
      stoppage: random.int(0, 2),
    };
    const fourth: TPeriod = {
      period: 4,
      start: periodEnd(third) + 120,
      firstMinute: 106,
      length: 15,
      stoppage: random.int(0, 3),
    };
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

type TPlayState = {
  onPitch: Record<TSide, TPlayer[]>;
  bench: Record<TSide, TPlayer[]>;
  booked: Set<number>;
  score: { home: number; away: number };
  halfTime: { home: number; away: number };
  events: TTimelineEvent[];
  shots: TShot[];
};

function offsetOfRaw(periods: TPeriod[], raw: TRaw): number {
  return offsetOf(periods[raw.period - 1]!, raw.minute, raw.extra, raw.second);
}

function playOut(random: TRandom, lineups: Record<TSide, TLineup>, raws: TRaw[], periods: TPeriod[]): TPlayState {
  const state: TPlayState = {
    onPitch: {
      home: lineups.home.starters.map((one) => one.player),
      away: lineups.away.starters.map((one) => one.player),
    },
    bench: { home: [...lineups.home.substitutes], away: [...lineups.away.substitutes] },
    booked: new Set(),
    score: { home: 0, away: 0 },
    halfTime: { home: 0, away: 0 },
    events: [],
    shots: [],
  };
  continuePlay(random, state, raws, periods);
  return state;
}

const scoring = { G: 0.02, D: 0.8, M: 2.2, F: 5 };
const creating = { G: 0.05, D: 1, M: 3, F: 2 };

function weighted(
  random: TRandom,
  players: TPlayer[],
  weights: Record<string, number>,
  except?: TPlayer,
): TPlayer | undefined {
  const pool = players.filter((player) => player !== except);
  const total = pool.reduce((sum, player) => sum + weights[player.position]! * (0.5 + player.quality), 0);
  let roll = random.next() * total;
  for (const player of pool) {
    roll -= weights[player.position]! * (0.5 + player.quality);
    if (roll <= 0) return player;
  }
  return pool.at(-1);
}

/** Plays the moments in time order, so every scorer, booked player and substitute is on the pitch then. */
function continuePlay(random: TRandom, state: TPlayState, raws: TRaw[], periods: TPeriod[]): void {
  const timed = raws.map((raw) => ({ raw, offset: offsetOfRaw(periods, raw) })).sort((a, b) => a.offset - b.offset);
  for (const { raw, offset } of timed) {
    const side = raw.side;
    const team = state.onPitch[side];
    const push = (kind: TEventKind, eventSide: TSide, playerId: number | null, relatedPlayerId: number | null) =>
      state.events.push({
        eventId: 0,
        kind,
        offset,
        period: raw.period,
        minute: raw.minute,
        extraMinute: raw.extra,
        side: eventSide,
        playerId,
        relatedPlayerId,
        score: { ...state.score },
      });
    if (raw.kind === 'shot' || raw.kind === 'goal' || raw.kind === 'penalty_goal') {
      const shooter =
        raw.kind === 'penalty_goal'
          ? weighted(random, team, { G: 0, D: 0.2, M: 1, F: 3 })
          : weighted(random, team, scoring);
      if (!shooter) continue;
      const isGoal = raw.kind !== 'shot';
      const assist =
        raw.kind !== 'penalty_goal' && random.chance(isGoal ? 0.72 : 0.55)
          ? weighted(random, team, creating, shooter)
          : undefined;
      const xg =
        raw.kind === 'penalty_goal' ? 0.76 : isGoal ? 0.12 + random.next() * 0.55 : 0.02 + random.next() ** 2 * 0.3;
      state.shots.push({
        offset,
        minute: raw.minute,
        side,
        playerId: shooter.playerId,
        keyPassBy: assist?.playerId ?? null,
        xg: Math.round(xg * 100) / 100,
        isOnTarget: isGoal || random.chance(0.32),
        isGoal,
      });
      if (!isGoal) continue;
      state.score[side]++;
      push(raw.kind as TEventKind, side, shooter.playerId, assist?.playerId ?? null);
    } else if (raw.kind === 'own_goal') {
      const unlucky = weighted(random, state.onPitch[other(side)], { G: 0.3, D: 3, M: 1, F: 0.3 });
      if (!unlucky) continue;
      state.score[side]++;
      push('own_goal', side, unlucky.playerId, null);
    } else if (raw.kind === 'penalty_missed') {
      const taker = weighted(random, team, { G: 0, D: 0.2, M: 1, F: 3 });
      if (taker) push('penalty_missed', side, taker.playerId, null);
    } else if (raw.kind === 'yellow' || raw.kind === 'red') {
      const player = weighted(random, team, { G: 0.2, D: 3, M: 2.5, F: 1.2 });
      if (!player) continue;
      const isSecondYellow = raw.kind === 'yellow' && state.booked.has(player.playerId);
      if (raw.kind === 'red' || isSecondYellow) state.onPitch[side] = team.filter((one) => one !== player);
      state.booked.add(player.playerId);
      push(isSecondYellow ? 'second_yellow' : raw.kind, side, player.playerId, null);
    } else if (raw.kind === 'substitution') {
      const outfield = team.filter((player) => player.position !== 'G');
      const off = outfield.length > 0 ? random.pick(outfield) : undefined;
      const on =
        state.bench[side].find((player) => player.position === off?.position) ??
        state.bench[side].find((player) => player.position !== 'G');
      if (!off || !on) continue;
      state.onPitch[side] = [...team.filter((player) => player !== off), on];
      state.bench[side] = state.bench[side].filter((player) => player !== on);
      push('substitution', side, off.playerId, on.playerId);
    }
  }
  state.halfTime = {
    home: state.events.filter((event) => event.period === 1 && event.side === 'home' && isGoalKind(event.kind)).length,
    away: state.events.filter((event) => event.period === 1 && event.side === 'away' && isGoalKind(event.kind)).length,
  };
}

export function isGoalKind(kind: TEventKind): boolean {
  return kind === 'goal' || kind === 'own_goal' || kind === 'penalty_goal';
}

function shootOut(random: TRandom): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (let kick = 0; kick < 5 || score.home === score.away; kick++) {
    if (random.chance(0.76)) score.home++;
    if (random.chance(0.74)) score.away++;
    if (kick > 30) score.home++;
  }
  return score;
}

function addMarkers(state: TPlayState, periods: TPeriod[], end: number): void {
  const marker = (
    kind: TEventKind,
    offset: number,
    period: number,
    minute: number,
    extraMinute: number | null,
    score: { home: number; away: number },
  ) =>
    state.events.push({
      eventId: 0,
      kind,
      offset,
      period,
      minute,
      extraMinute,
      side: null,
      playerId: null,
      relatedPlayerId: null,
      score,
    });
  const [first, second] = periods as [TPeriod, TPeriod];
  marker('kick-off', 0, 1, 0, null, { home: 0, away: 0 });
  marker('half-time', periodEnd(first), 1, 45, first.stoppage, { ...state.halfTime });
  marker('second-half', second.start, 2, 46, null, { ...state.halfTime });
  const last = periods.at(-1)!;
  marker('full-time', end, last.period, last.firstMinute + last.length - 1, last.stoppage, { ...state.score });
}
