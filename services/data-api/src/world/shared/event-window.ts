import type { TMatchEvent } from '../feed.ts';

/**
 * Timelines are generated once and read many times a second (the live stream asks for every
 * second's events), so a sport finds "what has happened by now" in its sorted lists by binary
 * search rather than by a scan.
 */

/** How many of `items`, sorted by `timeOf`, have `timeOf(item) <= time`: the index of the first later one. */
export function countUpTo<T>(items: ReadonlyArray<T>, timeOf: (item: T) => number, time: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeOf(items[middle]!) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

const occurredMs = (event: TMatchEvent) => event.occurredAt.getTime();

/** The events (in time order) that happened in (fromMs, toMs]: a second's window neither loses nor doubles one. */
export function eventsInWindow(events: ReadonlyArray<TMatchEvent>, fromMs: number, toMs: number): TMatchEvent[] {
  const first = countUpTo(events, occurredMs, fromMs);
  const found: TMatchEvent[] = [];
  for (let index = first; index < events.length && occurredMs(events[index]!) <= toMs; index++)
    found.push(events[index]!);
  return found;
}

/**
 * A match's events, built once per timeline: timelines are cached by the sport, so a WeakMap keyed
 * on them lets the events go when the timeline does.
 */
export function eventsOnceFor<T extends object>(build: (timeline: T) => TMatchEvent[]): (timeline: T) => TMatchEvent[] {
  const built = new WeakMap<T, TMatchEvent[]>();
  return (timeline) => {
    let events = built.get(timeline);
    if (!events) {
      events = build(timeline);
      built.set(timeline, events);
    }
    return events;
  };
}
