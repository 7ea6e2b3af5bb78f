import type { TLiveMatch, TWidgetEvent } from '../types.ts';
import { eventKind } from './event-kind.ts';

/** The events the widget keeps: the timeline shows fewer, the scene counts red cards among them. */
export const keptEvents = 60;

/**
 * What the widget knows of its match: the header, the events so far (oldest first, each eventId
 * once) and the moment the clock was last told, by this page's clock (so the server's clock
 * does not matter).
 */
export type TLiveState = {
  match: TLiveMatch;
  events: TWidgetEvent[];
  clockAt: number;
  /** When the last event reached the widget (for a snapshot's: long ago, its picture is over). */
  lastEventAt: number;
};

/** A snapshot's events already happened: drawn as play that has moved on, not replayed. */
const snapshotAge = 60_000;

/** A snapshot: the match as it is now and its last events; a reconnect's snapshot repeats some. */
export function applySnapshot(
  state: TLiveState | null,
  snapshot: { match: TLiveMatch; events: TWidgetEvent[] },
  now: number,
): TLiveState {
  const isSameMatch = state?.match.matchId === snapshot.match.matchId;
  const events = mergeEvents(isSameMatch ? state.events : [], snapshot.events);
  const hasNews = !isSameMatch || (events.at(-1)?.eventId ?? 0) > (state.events.at(-1)?.eventId ?? 0);
  // An event the widget saw is newer than the snapshot's (a snapshot built from a cache): its header wins.
  const newest = events.at(-1);
  const isNewerThanSnapshot = newest && newest.eventId > Math.max(0, ...snapshot.events.map((event) => event.eventId));
  return {
    match: isNewerThanSnapshot ? withEvent(snapshot.match, newest) : snapshot.match,
    events,
    clockAt: now,
    lastEventAt: hasNews || !isSameMatch ? now - snapshotAge : state.lastEventAt,
  };
}

/** One new event: its score, clock and period become the header's. Null when it was seen already. */
export function applyEvent(state: TLiveState, event: TWidgetEvent, now: number): TLiveState | null {
  if (state.events.some((seen) => seen.eventId === event.eventId)) return null;
  const events = mergeEvents(state.events, [event]);
  if (events.at(-1) !== event) return { ...state, events };
  return { match: withEvent(state.match, event), events, clockAt: now, lastEventAt: now };
}

/** The header after an event: its score, clock and period; finished at full time. */
function withEvent(match: TLiveMatch, event: TWidgetEvent): TLiveMatch {
  return {
    ...match,
    score: { ...event.score },
    clock: event.clock,
    period: event.period,
    status: eventKind(event.type) === 'end' ? 'finished' : 'live',
  };
}

/** Both lists' events, each eventId once, oldest first, the newest `keptEvents`. */
export function mergeEvents(known: TWidgetEvent[], incoming: TWidgetEvent[]): TWidgetEvent[] {
  const byId = new Map<number, TWidgetEvent>();
  for (const event of [...known, ...incoming]) if (!byId.has(event.eventId)) byId.set(event.eventId, event);
  return [...byId.values()].sort((a, b) => a.eventId - b.eventId).slice(-keptEvents);
}
