import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TMatchEventSource } from '../../../src/world/feed.ts';

/**
 * Checks every sport's world must pass alike: the events a live stream is made of, and a
 * calendar that never books a team twice at once.
 */

/** A file of the catalogue's seed (services/catalogue/seed/): the world must agree with what is sold. */
export function readCatalogueSeed(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../../catalogue/seed/${name}`, import.meta.url), 'utf8')) as unknown;
}

/**
 * The events in (from, to]: in time order, each match's ids growing, none outside the window;
 * and asked for second by second, the same events, nothing lost or doubled at the edges.
 */
export function expectEventsInWindow(events: TMatchEventSource, from: Date, to: Date) {
  const found = events(from, to);
  expect(found.length).toBeGreaterThan(0);
  const lastIdOf = new Map<number, number>();
  found.forEach((event, index) => {
    if (index > 0) expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(found[index - 1]!.occurredAt.getTime());
    expect(event.occurredAt.getTime()).toBeGreaterThan(from.getTime());
    expect(event.occurredAt.getTime()).toBeLessThanOrEqual(to.getTime());
    expect(event.eventId).toBeGreaterThan(lastIdOf.get(event.matchId) ?? 0);
    lastIdOf.set(event.matchId, event.eventId);
  });
  const bySecond = [];
  for (let second = from.getTime(); second < to.getTime(); second += 1000)
    bySecond.push(...events(new Date(second), new Date(second + 1000)));
  expect(bySecond.map((event) => `${event.matchId}:${event.eventId}`)).toEqual(
    found.map((event) => `${event.matchId}:${event.eventId}`),
  );
  return found;
}

/** A match on the calendar: when it starts and ends (ms) and who plays it. */
export type TBooking = { matchId: number; startMs: number; endMs: number; homeTeamId: number; awayTeamId: number };

/** No team plays two of these matches at once. */
export function expectNoTeamInTwoAtOnce(matches: TBooking[], label = '') {
  const busy = new Map<number, Array<[number, number]>>();
  for (const match of matches)
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      for (const [start, finish] of busy.get(teamId) ?? [])
        expect(match.startMs >= finish || match.endMs <= start, `${label}team ${teamId} in ${match.matchId}`).toBe(
          true,
        );
      busy.set(teamId, [...(busy.get(teamId) ?? []), [match.startMs, match.endMs]]);
    }
}
