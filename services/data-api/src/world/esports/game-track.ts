import type { TRandom } from '../random.ts';
import { countUpTo } from '../shared/event-window.ts';

/**
 * A game's happenings in order (`t` seconds into the game, by side 0 or 1) and the running
 * totals after each, so the state at any moment is one binary search away.
 */
export type TTrackEvent<K extends string> = { t: number; kind: K; side: 0 | 1; slot: number };
export type TTrack<K extends string> = {
  events: TTrackEvent<K>[];
  /** Totals per kind and side after each event. */
  totals: Array<Record<K, [number, number]>>;
};

export function buildTrack<K extends string>(kinds: readonly K[], events: TTrackEvent<K>[]): TTrack<K> {
  events.sort((a, b) => a.t - b.t);
  const running = Object.fromEntries(kinds.map((kind) => [kind, [0, 0]])) as Record<K, [number, number]>;
  const totals = events.map((event) => {
    running[event.kind][event.side]++;
    return Object.fromEntries(kinds.map((kind) => [kind, [...running[kind]]])) as Record<K, [number, number]>;
  });
  return { events, totals };
}

/** How many events have happened by `t`. */
export function happened(track: { events: ReadonlyArray<{ t: number }> }, t: number): number {
  return countUpTo(track.events, (event) => event.t, t);
}

export function totalsAt<K extends string>(
  track: TTrack<K>,
  kinds: readonly K[],
  t: number,
): Record<K, [number, number]> {
  const count = happened(track, t);
  return count === 0
    ? (Object.fromEntries(kinds.map((kind) => [kind, [0, 0]])) as Record<K, [number, number]>)
    : track.totals[count - 1]!;
}

/** `count` moments in [from, to], spread at random. */
export function momentsBetween(next: () => number, count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, () => Math.round(from + next() * (to - from)));
}

/** How a MOBA game (League of Legends, Dota 2) starts to be drawn: its length and its kills. */
export type TMobaOpening = {
  /** Shortest and longest game, in seconds. */
  duration: [number, number];
  /** Fewest and most kills, and the second the first can come at. */
  kills: [number, number];
  firstKillFrom: number;
  /** How many towers the winner and the loser take, from the second towers can fall at. */
  towers: { winner: [number, number]; loser: [number, number]; from: number };
};

/**
 * What the MOBA games draw alike, in the same order of random draws (so a seed plays the same
 * game): the length, then the kills, most of them the winner's, then the towers. The game adds
 * its other objectives with `push` and builds its track from `events`.
 */
export function drawMobaGame<K extends string>(random: TRandom, winner: 0 | 1, opening: TMobaOpening) {
  const duration = random.int(...opening.duration);
  const loser = (1 - winner) as 0 | 1;
  const events: TTrackEvent<K | 'kill' | 'tower'>[] = [];
  const push = (kind: K | 'kill' | 'tower', side: 0 | 1, t: number) =>
    events.push({ t, kind, side, slot: random.int(0, 4) });
  const winnerShare = 0.55 + random.next() * 0.2;
  for (const t of momentsBetween(random.next, random.int(...opening.kills), opening.firstKillFrom, duration - 20))
    push('kill', random.chance(winnerShare) ? winner : loser, t);
  const { towers } = opening;
  for (const t of momentsBetween(random.next, random.int(...towers.winner), towers.from, duration - 10))
    push('tower', winner, t);
  for (const t of momentsBetween(random.next, random.int(...towers.loser), towers.from, duration - 60))
    push('tower', loser, t);
  return { duration, loser, events, push };
}
