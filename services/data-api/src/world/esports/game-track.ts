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
  let low = 0;
  let high = track.events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (track.events[middle]!.t <= t) low = middle + 1;
    else high = middle;
  }
  return low;
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
