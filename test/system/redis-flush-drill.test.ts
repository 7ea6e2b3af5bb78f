/**
 * The short Redis flush drill of issue 17 (deploy/local/drills/redis-flush-drill.ts): FLUSHALL
 * under load on a redis-server of the drill's own. The unread counters, a trial's day count, the
 * gateway's rate limit and its page cache must each come back by themselves, the ticket events
 * must all be applied once, no trial call may go free and no request may fail.
 */
import { describe, expect, it } from 'vitest';
import { formatRedisFlushResult, runRedisFlushDrill } from '../../deploy/local/drills/events/redis-flush.ts';

describe('Redis flush drill', () => {
  it('rebuilds every piece of Redis-held state by itself, losing and doubling no event', async () => {
    const result = await runRedisFlushDrill({ beforeMs: 4000, afterMs: 4000, log: () => undefined });
    console.log(formatRedisFlushResult(result));
    expect(result.states.map((state) => [state.state, state.isRebuilt])).toEqual([
      ['ticket unread counters', true],
      ['data API trial day counts', true],
      ['gateway rate limit', true],
      ['gateway page cache', true],
      ['ticket unread counters at the end', true],
    ]);
    const [ticket] = result.ledgers;
    expect(ticket!.sent).toBeGreaterThan(0);
    expect(ticket).toMatchObject({ delivered: ticket!.sent, lost: 0, duplicated: 0 });
    expect(result.usage.freeTrialCalls).toBe(0);
    expect(result.requests.failed).toBe(0);
    expect(result.isClean).toBe(true);
  }, 180_000);
});
