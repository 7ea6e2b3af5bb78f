/**
 * The data API's counters after a Redis FLUSHALL, on a redis-server of this file's own and the
 * real PostgreSQL: a trial's calls of the day start again from what PostgreSQL holds (so a flush
 * gives no free trial calls beyond those not yet written), counted once however many calls race
 * for it; the minute's count starts again from 0 (at most one extra minute's budget).
 */
import { randomUUID } from 'node:crypto';
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { createLogger } from '@matchwire/kit/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTrialCallsOn } from '../src/db/usage-repository.ts';
import type { TMeteredCall } from '../src/metering/call-counters.ts';
import { flushUsage } from '../src/metering/flush-usage.ts';
import { RedisCounters } from '../src/metering/redis-counters.ts';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

const under = useDataApiUnderTest();
let redis: TPrivateRedis;
let counters: RedisCounters;

beforeAll(async () => {
  redis = await startPrivateRedis();
  counters = RedisCounters.connect(redis.url, createLogger('data-api-test', 'silent'), (userId, sportType, day) =>
    countTrialCallsOn(under.service.deps.db, userId, sportType, day),
  );
  await counters.whenConnected(2000);
});
afterAll(async () => {
  await counters.close();
  await redis.stop();
});

const day = '2026-12-06';
const minute = 29_000_000;
const trial = { sportType: 1, day };

function answered(userId: string, ref: string, overrides: Partial<TMeteredCall> = {}): TMeteredCall {
  return {
    userId,
    day,
    at: `${day}T04:00:00.000Z`,
    ref,
    path: `/v1/${ref.replace('.', '/')}`,
    status: 200,
    resultCode: 0,
    latencyMs: 1,
    ip: '198.51.100.20',
    ...overrides,
  };
}

/** Writes what the counters gathered to PostgreSQL, as the service's flush job does. */
async function flushToPostgres(expectedCalls: number): Promise<void> {
  let written = 0;
  await eventually(
    async () => (written += await flushUsage({ counters, outbox: under.service.deps.outbox })),
    (total) => total === expectedCalls,
    'the usage written to PostgreSQL',
  );
}

describe('counters after Redis is flushed', () => {
  it("start a trial's day again from the calls PostgreSQL holds, once for calls that race", async () => {
    const userId = randomUUID();
    for (let call = 1; call <= 3; call += 1) {
      expect((await counters.count({ userId, ref: 'football.teams', minute, trial })).today).toBe(call);
      await counters.record(answered(userId, 'football.teams'));
    }
    // Refused calls (given back) and another sport's calls spent none of this trial's football calls.
    await counters.record(answered(userId, 'football.teams', { status: 429, resultCode: 14006 }));
    await counters.record(answered(userId, 'basketball.competitions'));
    await flushToPostgres(5);

    await redis.flushAll();
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => counters.count({ userId, ref: 'football.seasons', minute, trial })),
    );
    expect(racing.map((counts) => counts.today).sort()).toEqual([4, 5, 6, 7, 8]);
    // The minute counts again from nothing: the flush's exposure, one minute's budget at most.
    expect(racing.map((counts) => counts.thisMinute).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await counters.trialCallsOn(userId, 1, day)).toBe(8);
  });

  it('do not let a call given back just after the flush make the day again at -1', async () => {
    const userId = randomUUID();
    for (let call = 1; call <= 2; call += 1) {
      await counters.count({ userId, ref: 'football.teams', minute, trial });
      await counters.record(answered(userId, 'football.teams'));
    }
    await flushToPostgres(2);
    // A call counted before the flush and refused after it gives its call back into the emptied Redis.
    await redis.flushAll();
    await counters.uncountTrialCall(userId, 1, day);
    expect((await counters.count({ userId, ref: 'football.teams', minute, trial })).today).toBe(3);
  });

  it('count a day with nothing in PostgreSQL from 1', async () => {
    const userId = randomUUID();
    await redis.flushAll();
    expect((await counters.count({ userId, ref: 'football.teams', minute, trial })).today).toBe(1);
    expect((await counters.count({ userId, ref: 'football.teams', minute, trial })).today).toBe(2);
  });
});
