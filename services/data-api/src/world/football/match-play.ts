import type { TRandom } from '../random.ts';
import type { TSide } from '../feed.ts';
import type { TLineup } from './lineups.ts';
import { offsetOf, periodEnd, type TPeriod } from './match-clock.ts';
import type { TEventKind, TShot, TTimelineEvent } from './match-timeline.ts';
import type { TPlayer } from './teams.ts';

/**
 * Playing a match's moments out in time order (match-timeline.ts draws what happens and when):
 * who scores, assists, is booked or comes on is chosen among the players on the pitch at that
 * moment, so a sent-off or substituted player does nothing afterwards.
 */
export type TRaw = {
  period: number;
  minute: number;
  extra: number | null;
  second: number;
  kind: TEventKind | 'shot';
  side: TSide;
};

export type TPlayState = {
  onPitch: Record<TSide, TPlayer[]>;
  bench: Record<TSide, TPlayer[]>;
  booked: Set<number>;
  score: { home: number; away: number };
  halfTime: { home: number; away: number };
  events: TTimelineEvent[];
  shots: TShot[];
};

export function offsetOfRaw(periods: TPeriod[], raw: TRaw): number {
  return offsetOf(periods[raw.period - 1]!, raw.minute, raw.extra, raw.second);
}

export function playOut(
  random: TRandom,
  lineups: Record<TSide, TLineup>,
  raws: TRaw[],
  periods: TPeriod[],
): TPlayState {
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

const other = (side: TSide): TSide => (side === 'home' ? 'away' : 'home');
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
export function continuePlay(random: TRandom, state: TPlayState, raws: TRaw[], periods: TPeriod[]): void {
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

export function shootOut(random: TRandom): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (let kick = 0; kick < 5 || score.home === score.away; kick++) {
    if (random.chance(0.76)) score.home++;
    if (random.chance(0.74)) score.away++;
    if (kick > 30) score.home++;
  }
  return score;
}

export function addMarkers(state: TPlayState, periods: TPeriod[], end: number): void {
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
