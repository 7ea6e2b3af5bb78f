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
/** How long a call's id is kept: its take-back follows its count within the command timeout (0.5 s). */
const countedCallTtlSeconds = 30;

/**
 * Counts a minute's calls and, given a day's key and its seed marker, the day's, setting each key's
 * lifetime when it is created: one command (and one round trip) per call instead of a MULTI of
 * four or six. Also answers whether this call made the day's key (only one call of the day does)
 * and whether the calls PostgreSQL held were already added to it (seededDay). Leaves the call's id
 * for a while (KEYS[1]), so that a call refused after all can be taken back (takeBackCallScript).
 */
const countCallScript = `
redis.call('SET', KEYS[1], 1, 'EX', ARGV[3])
local minute = redis.call('INCR', KEYS[2])
if minute == 1 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
local day = -1
local isNewDay = 0
local isSeeded = 0
if KEYS[3] then
  isNewDay = 1 - redis.call('EXISTS', KEYS[3])
  isSeeded = redis.call('EXISTS', KEYS[4])
  day = redis.call('INCR', KEYS[3])
  if isNewDay == 1 then redis.call('EXPIRE', KEYS[3], ARGV[2]) end
end
return {minute, day, isNewDay, isSeeded}`;

/**
 * Takes back what countCallScript added for a call that was refused all the same, once, and only if
 * it was counted (its id is there): sent on the same connection after the count, it runs after it
 * when Redis got it. A day's count at 0 is dropped so that the next call makes the day again and
 * adds what PostgreSQL holds (a refused call may have made it).
 */
const takeBackCallScript = `
if redis.call('DEL', KEYS[1]) == 0 then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('DECR', KEYS[2]) end
if KEYS[3] and redis.call('EXISTS', KEYS[3]) == 1 and redis.call('DECR', KEYS[3]) <= 0 then
  redis.call('DEL', KEYS[3])
end
return 1`;

/** Gives a call back to a day's count that still exists: a DECR after a FLUSHALL would make the key at -1, unseeded. */
const uncountCallScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('DECR', KEYS[1])`;

type TCountingRedis = Redis & {
  countCall(...keysAndArgs: (string | number)[]): Promise<[number, number, number, number]>;
  takeBackCall(numberOfKeys: number, ...keys: string[]): Promise<number>;
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
    redis.defineCommand('takeBackCall', { lua: takeBackCallScript });
    redis.defineCommand('uncountCall', { numberOfKeys: 1, lua: uncountCallScript });
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; API calls are refused with 10007'),
    );
    return new RedisCounters(redis, logger, recordedTrialCalls);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  /**
   * A call whose count fails (no answer in time, or its day not seeded) is refused with 10007, but
   * Redis may still carry the count out when it catches up: it is then taken back, off the caller's
   * time, so that the refused call spends neither its minute nor its trial call.
   */
  async count(input: { userId: string; ref: string; minute: number; trial?: { sportType: number; day: string } }) {
    const day = input.trial ? dayKeys(input.userId, input.trial.sportType, input.trial.day) : undefined;
    // The call's id, its minute, and for a trial its day and the day's seed marker (countCallScript's KEYS).
    const keys = [
      `data-api:counted:${randomUUID()}`,
      `data-api:freq:${input.userId}:${input.ref}:${input.minute}`,
      ...(day ? [day.count, day.seeded] : []),
    ];
    try {
      const [thisMinute, today, isNewDay, isSeeded] = await this.redis.countCall(
        keys.length,
        ...keys,
        minuteTtlSeconds,
        dayTtlSeconds,
        countedCallTtlSeconds,
      );
      if (!input.trial || !day) return { thisMinute: Number(thisMinute), today: undefined };
      let added = 0;
      if (isNewDay === 1) added = await this.seedDay(input.userId, input.trial, day);
      // Counted before the seed was added: this process's seeding, if any, says what to add.
      else if (isSeeded === 0) added = (await this.seeding.get(day.count)) ?? 0;
      return { thisMinute: Number(thisMinute), today: Number(today) + added };
    } catch (error) {
      // The same keys: takeBackCallScript reads the id, the minute and the day (the seed marker is not its).
      void this.redis
        .takeBackCall(keys.length, ...keys)
        .catch((takeBackError: unknown) =>
          this.logger.warn({ err: takeBackError, userId: input.userId }, 'a refused call may stay counted'),
        );
      throw error;
    }
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
