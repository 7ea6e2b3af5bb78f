/**
 * The live board on its own (src/live/live-board.ts), fed by hand the way the consumer feeds it:
 * each event once, the header following the events, events that arrive while the match loads kept,
 * the last 30 events, and idle matches forgotten after 30 minutes unless a widget watches them.
 * The data API's answers are the stand-in's fixtures, handed over in process.
 */
import type { TWidgetEvent } from '@matchwire/contracts/animation/live';
import type { TLiveMatchAnswer } from '@matchwire/contracts/data-api/live-endpoints';
import { describe, expect, it } from 'vitest';
import { LiveBoard, type TIncomingEvent } from '../src/live/live-board.ts';
import type { TLiveData } from '../src/upstreams/data-api-live.ts';
import { footballMatch } from './support/upstream-stand-ins.ts';

const matchId = 4242;

function boardWith(answer: (matchId: number) => Promise<TLiveMatchAnswer | undefined>) {
  let now = new Date('2026-12-06T12:00:00Z');
  const liveData: TLiveData = { listLiveMatches: async () => [], getLiveMatch: (_animType, id) => answer(id) };
  const board = new LiveBoard(liveData, () => now);
  return { board, later: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
}

function goal(eventId: number, home: number, away: number, type = 'goal'): TIncomingEvent {
  return {
    matchId,
    eventId,
    type,
    side: 'away',
    clock: `${50 + eventId}'`,
    period: 2,
    playerId: 202,
    score: { home, away },
    occurredAt: new Date('2026-12-06T12:00:00Z').toISOString(),
  };
}

describe('the live board', () => {
  it('sends each new event once to the watchers, named, and moves the header on', async () => {
    const { board } = boardWith(async (id) => footballMatch(id));
    await board.load(0, matchId, 'en');
    const received: TWidgetEvent[] = [];
    const { snapshot, stop } = board.watch(0, matchId, 'en', (event) => received.push(event));
    expect(snapshot.events.map((event) => event.eventId)).toEqual([1, 2]);
    board.apply(0, goal(2, 1, 0));
    board.apply(0, goal(3, 1, 1));
    board.apply(0, goal(3, 1, 1));
    board.apply(1, goal(4, 9, 9));
    expect(received).toEqual([
      expect.objectContaining({ eventId: 3, playerName: 'Di Back', score: { home: 1, away: 1 } }),
    ]);
    board.apply(0, goal(4, 1, 1, 'full-time'));
    stop();
    board.apply(0, goal(5, 1, 2));
    expect(received.map((event) => event.eventId)).toEqual([3, 4]);
    await board.load(0, matchId, 'en');
    const { snapshot: after } = board.watch(0, matchId, 'en', () => {});
    expect(after.match).toMatchObject({ score: { home: 1, away: 2 }, status: 'live', clock: "55'" });
    expect(after.events.map((event) => event.eventId)).toEqual([1, 2, 3, 4, 5]);
  });

  it("ends a match on its full-time event, and keeps a match's last 30 events", async () => {
    const { board } = boardWith(async (id) => footballMatch(id));
    await board.load(0, matchId, 'vi');
    for (let eventId = 3; eventId <= 40; eventId++) board.apply(0, goal(eventId, 1, eventId));
    board.apply(0, goal(41, 1, 40, 'full-time'));
    const { snapshot } = board.watch(0, matchId, 'vi', () => {});
    expect(snapshot.events).toHaveLength(30);
    expect(snapshot.events.at(-1)?.eventId).toBe(41);
    expect(snapshot.match).toMatchObject({ status: 'finished', clock: 'FT', score: { home: 1, away: 40 } });
  });

  it('keeps the events that arrive while the match is being loaded', async () => {
    let answer: (value: TLiveMatchAnswer) => void = () => {};
    const { board } = boardWith(() => new Promise((resolve) => (answer = resolve)));
    const loading = board.load(0, matchId, 'en');
    board.apply(0, goal(3, 1, 1));
    answer(footballMatch(matchId));
    await loading;
    const { snapshot } = board.watch(0, matchId, 'en', () => {});
    expect(snapshot.events.map((event) => event.eventId)).toEqual([1, 2, 3]);
    expect(snapshot.match.score).toEqual({ home: 1, away: 1 });
  });

  it('answers 16007 for a match the data API does not know', async () => {
    const { board } = boardWith(async () => undefined);
    await expect(board.load(0, matchId, 'en')).rejects.toMatchObject({ resultCode: 16007 });
    expect(board.size).toBe(0);
  });

  it('forgets a match nobody watches after 30 minutes without an event', async () => {
    const { board, later } = boardWith(async (id) => footballMatch(id));
    await board.load(0, matchId, 'en');
    await board.load(0, matchId + 1, 'en');
    const watching = board.watch(0, matchId + 1, 'en', () => {});
    later(20);
    board.apply(0, goal(3, 1, 1));
    later(20);
    board.forgetIdle();
    expect(board.size).toBe(2);
    later(11);
    board.forgetIdle();
    // The watched match stays however long it is quiet.
    expect(board.size).toBe(1);
    watching.stop();
    later(31);
    board.forgetIdle();
    expect(board.size).toBe(0);
  });
});
