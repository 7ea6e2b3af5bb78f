import { randomUUID } from 'node:crypto';
import { ZRecentCall, type TRecentCall } from '@matchwire/contracts/data-api/usage';
import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions, whenRedisReady } from '@matchwire/kit/redis-options';
import { Redis } from 'ioredis';
import {
  recentCallsKept,
  usageField,
  type CallCounters,
  type TMeteredCall,
  type TUsageBatch,
} from './call-counters.ts';

const pendingKey = 'data-api:usage:pending';
const batchPrefix = 'data-api:usage:batch:';
/** A minute's counter outlives its minute a little, a day's its day (clocks of replicas differ slightly). */
const minuteTtlSeconds = 120;
const dayTtlSeconds = 2 * 86_400;

/**
 * Counts a minute's calls and, given a day's key and its seed marker, the day's, setting each key's
 * lifetime when it is created: one command (and one round trip) per call instead of a MULTI of
 * four or six. Also answers whether this call made the day's key (only one call of the day does)
 * and whether the calls PostgreSQL held were already added to it (seededDay).
 */
const countCallScript = `
local minute = redis.call('INCR', KEYS[1])
if minute == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local day = -1
local isNewDay = 0
local isSeeded = 0
if KEYS[2] then
  isNewDay = 1 - redis.call('EXISTS', KEYS[2])
  isSeeded = redis.call('EXISTS', KEYS[3])
  day = redis.call('INCR', KEYS[2])
  if isNewDay == 1 then redis.call('EXPIRE', KEYS[2], ARGV[2]) end
end
return {minute, day, isNewDay, isSeeded}`;

/** Gives a call back to a day's count that still exists: a DECR after a FLUSHALL would make the key at -1, unseeded. */
const uncountCallScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('DECR', KEYS[1])`;

type TCountingRedis = Redis & {
  countCall(...keysAndArgs: (string | number)[]): Promise<[number, number, number, number]>;
  uncountCall(key: string): Promise<number>;
};

/** A trial's calls of the sport on the day that PostgreSQL holds (usage-repository countTrialCallsOn). */
export type TRecordedTrialCalls = (userId: string, sportType: number, day: string) => Promise<number>;

/** How long answered calls wait in this process before they are written to Redis together. */
const recordEveryMs = 100;

/**
 * The counters in Redis, shared by every replica. A call's counts are one script, sent with the
 * other calls of the same moment (auto-pipelining). What is recorded after the answer (the last
 * calls, the pending usage) is gathered for 100 ms and written in one pipeline, off the caller's
 * time; a stop writes what is gathered. Pending usage is moved whole to a batch key (RENAME)
 * before it is written to PostgreSQL, and deleted only once PostgreSQL has it, so neither a crash
 * of the flush nor a failed write loses a count. After a FLUSHALL the minutes count again from 0
 * and a trial's day from what PostgreSQL holds; what Redis alone held is gone (deploy/local/drills/README.md).
 */
export class RedisCounters implements CallCounters {
  private gathered: TMeteredCall[] = [];
  private recordTimer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Day keys being topped up from PostgreSQL (seededDay), with what is added. */
  private readonly seeding = new Map<string, Promise<number>>();

  constructor(
    private readonly redis: TCountingRedis,
    private readonly logger: Logger,
    private readonly recordedTrialCalls: TRecordedTrialCalls,
  ) {}

  static connect(url: string, logger: Logger, recordedTrialCalls: TRecordedTrialCalls): RedisCounters {
    const redis = new Redis(url, { ...failFastRedisOptions, enableAutoPipelining: true }) as TCountingRedis;
    redis.defineCommand('countCall', { lua: countCallScript });
    redis.defineCommand('uncountCall', { numberOfKeys: 1, lua: uncountCallScript });
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; API calls are refused with 10007'),
    );
    return new RedisCounters(redis, logger, recordedTrialCalls);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  async count(input: { userId: string; ref: string; minute: number; trial?: { sportType: number; day: string } }) {
    const minuteKey = `data-api:freq:${input.userId}:${input.ref}:${input.minute}`;
    if (!input.trial) {
      const [thisMinute] = await this.redis.countCall(1, minuteKey, minuteTtlSeconds);
      return { thisMinute: Number(thisMinute), today: undefined };
    }
    const day = dayKeys(input.userId, input.trial.sportType, input.trial.day);
    const [thisMinute, today, isNewDay, isSeeded] = await this.redis.countCall(
      3,
      minuteKey,
      day.count,
      day.seeded,
      minuteTtlSeconds,
      dayTtlSeconds,
    );
    let added = 0;
    if (isNewDay === 1) added = await this.seedDay(input.userId, input.trial, day);
    // Counted before the seed was added: this process's seeding, if any, says what to add.
    else if (isSeeded === 0) added = (await this.seeding.get(day.count)) ?? 0;
    return { thisMinute: Number(thisMinute), today: Number(today) + added };
  }

  /**
   * Adds the calls PostgreSQL already holds to a day's count this call made: the first trial call
   * of the day (nothing held yet), or Redis lost the count (FLUSHALL, a restart). The count and the
   * marker saying it is added change in one MULTI; this process's calls counted meanwhile wait for it.
   */
  private async seedDay(userId: string, trial: { sportType: number; day: string }, day: TDayKeys): Promise<number> {
    const seeding = this.recordedTrialCalls(userId, trial.sportType, trial.day).then(async (recorded) => {
      if (recorded > 0) {
        // EXPIRE again: a FLUSHALL during the query leaves this INCRBY to make the key.
        await this.redis
          .multi()
          .incrby(day.count, recorded)
          .expire(day.count, dayTtlSeconds)
          .set(day.seeded, 1, 'EX', dayTtlSeconds)
          .exec();
      }
      return recorded;
    });
    this.seeding.set(day.count, seeding);
    try {
      return await seeding;
    } finally {
      this.seeding.delete(day.count);
    }
  }

  async uncountTrialCall(userId: string, sportType: number, day: string) {
    await this.redis.uncountCall(trialKey(userId, sportType, day));
  }

  async trialCallsOn(userId: string, sportType: number, day: string) {
    return Number((await this.redis.get(trialKey(userId, sportType, day))) ?? 0);
  }

  async record(call: TMeteredCall) {
    this.gathered.push(call);
    this.recordTimer ??= setTimeout(() => void this.writeGathered(), recordEveryMs);
  }

  /** Writes the gathered calls: each owner's newest first in their list, the usage counts added up. */
  private writeGathered(): Promise<void> {
    clearTimeout(this.recordTimer);
    this.recordTimer = undefined;
    const calls = this.gathered;
    this.gathered = [];
    if (calls.length === 0) return this.writing;
    const recentByUser = new Map<string, string[]>();
    const usage = new Map<string, number>();
    for (const call of calls) {
      const { userId, day: _day, ...recent } = call;
      const list = recentByUser.get(userId) ?? [];
      list.push(JSON.stringify(recent));
      recentByUser.set(userId, list);
      const field = usageField(call);
      usage.set(field, (usage.get(field) ?? 0) + 1);
    }
    const pipeline = this.redis.multi();
    for (const [userId, recent] of recentByUser) {
      const recentKey = `data-api:recent:${userId}`;
      // LPUSH of several values puts the last one first: the newest call.
      pipeline
        .lpush(recentKey, ...recent.slice(-recentCallsKept))
        .ltrim(recentKey, 0, recentCallsKept - 1)
        .expire(recentKey, 30 * 86_400);
    }
    for (const [field, count] of usage) pipeline.hincrby(pendingKey, field, count);
    this.writing = pipeline
      .exec()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error, calls: calls.length }, 'calls not metered'));
    return this.writing;
  }

  async recent(userId: string): Promise<TRecentCall[]> {
    const items = await this.redis.lrange(`data-api:recent:${userId}`, 0, recentCallsKept - 1);
    return items.flatMap((item) => {
      const parsed = ZRecentCall.safeParse(JSON.parse(item));
      return parsed.success ? [parsed.data] : [];
    });
  }

  async takeUsage(): Promise<TUsageBatch[]> {
    try {
      await this.redis.rename(pendingKey, `${batchPrefix}${randomUUID()}`);
    } catch (error) {
      if (!/no such key/i.test((error as Error).message)) throw error;
    }
    // Every batch not yet settled: this one, and any a stopped replica left behind.
    const batchKeys = await this.redis.keys(`${batchPrefix}*`);
    const batches: TUsageBatch[] = [];
    for (const key of batchKeys) {
      const fields = await this.redis.hgetall(key);
      const counts = new Map(Object.entries(fields).map(([field, value]) => [field, Number(value)]));
      batches.push({ batchId: key.slice(batchPrefix.length), counts });
    }
    return batches;
  }

  async settle(batchId: string) {
    await this.redis.del(`${batchPrefix}${batchId}`);
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.writeGathered();
    this.redis.disconnect();
  }
}

function trialKey(userId: string, sportType: number, day: string): string {
  return `data-api:trial:${userId}:${sportType}:${day}`;
}

type TDayKeys = { count: string; seeded: string };

function dayKeys(userId: string, sportType: number, day: string): TDayKeys {
  return { count: trialKey(userId, sportType, day), seeded: `data-api:trial-seeded:${userId}:${sportType}:${day}` };
}
