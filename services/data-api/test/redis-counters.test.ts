/**
 * The data API's counters in the real Redis of `npm test` (every replica shares them): a call's
 * minute and trial-day counts in one script with their lifetimes, answered calls gathered and
 * written together (the last calls newest first, the usage added up), and nothing gathered lost
 * when the counters close.
 */
import { randomUUID } from 'node:crypto';
import { createLogger } from '@matchwire/kit/logger';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeteredCall } from '../src/metering/call-counters.ts';
import { RedisCounters } from '../src/metering/redis-counters.ts';

// A database of its own: the running stack's data API takes the pending usage of database 0.
const redisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:16379'}/7`;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(redisUrl);
});
afterAll(() => redis.disconnect());

async function connectedCounters(): Promise<RedisCounters> {
  const counters = RedisCounters.connect(redisUrl, createLogger('data-api-test', 'silent'), async () => 0);
  await counters.whenConnected(2000);
  return counters;
}

function call(userId: string, at: string, overrides: Partial<TMeteredCall> = {}): TMeteredCall {
  return {
    userId,
    day: at.slice(0, 10),
    at,
    ref: 'football-live',
    path: '/v1/football/live',
    status: 200,
    resultCode: 0,
    latencyMs: 1.5,
    ip: '198.51.100.20',
    ...overrides,
  };
}

describe('counters in Redis', () => {
  it("count a key's calls per minute and a trial's per day, each key with a lifetime", async () => {
    const counters = await connectedCounters();
    const userId = randomUUID();
    const trial = { sportType: 1, day: '2026-12-06' };
    try {
      const counts = [];
      for (let index = 0; index < 3; index += 1) {
        counts.push(await counters.count({ userId, ref: 'football-live', minute: 29_000_000, trial }));
      }
      expect(counts.map((count) => [count.thisMinute, count.today])).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
      // Another interface counts its own minute; the trial's day is the sport's, shared.
      expect(await counters.count({ userId, ref: 'football-matches', minute: 29_000_000, trial })).toEqual({
        thisMinute: 1,
        today: 4,
      });
      // A subscriber's call has no day to count.
      expect(await counters.count({ userId, ref: 'football-live', minute: 29_000_001 })).toEqual({
        thisMinute: 1,
        today: undefined,
      });
      await counters.uncountTrialCall(userId, 1, '2026-12-06');
      expect(await counters.trialCallsOn(userId, 1, '2026-12-06')).toBe(3);
      const minuteTtl = await redis.ttl(`data-api:freq:${userId}:football-live:29000000`);
      const dayTtl = await redis.ttl(`data-api:trial:${userId}:1:2026-12-06`);
      expect(minuteTtl).toBeGreaterThan(60);
      expect(minuteTtl).toBeLessThanOrEqual(120);
      expect(dayTtl).toBeGreaterThan(86_400);
    } finally {
      await counters.close();
    }
  });

  it('write answered calls together: the last calls newest first, the usage added up by day, interface and code', async () => {
    const counters = await connectedCounters();
    const userId = randomUUID();
    try {
      await counters.record(call(userId, '2026-12-06T04:00:00.000Z'));
      await counters.record(call(userId, '2026-12-06T04:00:01.000Z', { status: 429, resultCode: 14006 }));
      await counters.record(call(userId, '2026-12-06T04:00:02.000Z'));
      await expect
        .poll(async () => (await counters.recent(userId)).map((recent) => recent.at))
        .toEqual(['2026-12-06T04:00:02.000Z', '2026-12-06T04:00:01.000Z', '2026-12-06T04:00:00.000Z']);
      const usage = new Map(
        (await counters.takeUsage()).flatMap((batch) => [...batch.counts].filter(([field]) => field.includes(userId))),
      );
      expect(usage).toEqual(
        new Map([
          [`2026-12-06|${userId}|football-live|200|0`, 2],
          [`2026-12-06|${userId}|football-live|429|14006`, 1],
        ]),
      );
    } finally {
      await counters.close();
    }
  });

  it('write what is gathered when the counters close', async () => {
    const counters = await connectedCounters();
    const userId = randomUUID();
    await counters.record(call(userId, '2026-12-06T05:00:00.000Z'));
    await counters.close();
    const kept = await redis.lrange(`data-api:recent:${userId}`, 0, -1);
    expect(kept.map((item) => (JSON.parse(item) as { at: string }).at)).toEqual(['2026-12-06T05:00:00.000Z']);
  });
});
