import { describe, expect, it } from 'vitest';
import { applyEvent, applySnapshot, keptEvents, mergeEvents } from '../src/scene/live-state.ts';
import { makeEvent, makeMatch } from './fixtures.ts';

describe('live state', () => {
  const first = makeEvent({ type: 'kick-off', side: '', clock: "0'", score: { home: 0, away: 0 } });
  const goal = makeEvent({ type: 'goal', side: 'away', clock: "23'", score: { home: 0, away: 1 } });
  const card = makeEvent({ type: 'yellow-card', side: 'home', clock: "31'", score: { home: 0, away: 1 } });

  it('takes each new event into the header: score, clock, period', () => {
    const state = applySnapshot(null, { match: makeMatch({ clock: "20'" }), events: [first] }, 1000);
    const next = applyEvent(state, goal, 5000)!;
    expect(next.match.score).toEqual({ home: 0, away: 1 });
    expect(next.match.clock).toBe("23'");
    expect(next.clockAt).toBe(5000);
    expect(next.lastEventAt).toBe(5000);
    expect(next.events.map((event) => event.eventId)).toEqual([first.eventId, goal.eventId]);
  });

  it('ignores an event it has seen (a reconnect repeats them)', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first, goal] }, 1000);
    expect(applyEvent(state, { ...goal }, 2000)).toBeNull();
  });

  it('merges a reconnect’s snapshot with the events it knows, each once and in order', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first, goal] }, 1000);
    const again = applySnapshot(state, { match: makeMatch(), events: [goal, card, first] }, 9000);
    expect(again.events.map((event) => event.eventId)).toEqual([first.eventId, goal.eventId, card.eventId]);
  });

  it('keeps a repeated snapshot from replaying the last event’s picture', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first] }, 1000);
    const live = applyEvent(state, goal, 2000)!;
    expect(applySnapshot(live, { match: makeMatch(), events: [first, goal] }, 3000).lastEventAt).toBe(2000);
  });

  it('keeps the header of an event newer than a reconnect’s snapshot', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first] }, 1000);
    const live = applyEvent(state, goal, 2000)!;
    const stale = applySnapshot(live, { match: makeMatch({ clock: "20'" }), events: [first] }, 3000);
    expect(stale.match.score).toEqual(goal.score);
    expect(stale.match.clock).toBe("23'");
  });

  it('starts afresh when the snapshot is of another match', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first, goal] }, 1000);
    const other = applySnapshot(state, { match: makeMatch({ matchId: 77 }), events: [] }, 2000);
    expect(other.events).toEqual([]);
  });

  it('marks the match finished at full time', () => {
    const state = applySnapshot(null, { match: makeMatch(), events: [first] }, 1000);
    const end = makeEvent({ type: 'full-time', side: '', clock: "90+4'", period: 2, score: { home: 2, away: 1 } });
    expect(applyEvent(state, end, 2000)!.match.status).toBe('finished');
  });

  it('keeps only the newest events', () => {
    const many = Array.from({ length: keptEvents + 5 }, (_, index) => makeEvent({ eventId: 1000 + index }));
    const kept = mergeEvents([], many.toReversed());
    expect(kept).toHaveLength(keptEvents);
    expect(kept[0]!.eventId).toBe(1005);
  });
});
