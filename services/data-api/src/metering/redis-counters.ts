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
 * Counts a minute's calls and, given a second key, a day's, setting each key's lifetime when it is
 * created: one command (and one round trip) per call instead of a MULTI of four or six.
 */
const countCallScript = `
local minute = redis.call('INCR', KEYS[1])
if minute == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local day = -1
if KEYS[2] then
  day = redis.call('INCR', KEYS[2])
  if day == 1 then redis.call('EXPIRE', KEYS[2], ARGV[2]) end
end
return {minute, day}`;

type TCountingRedis = Redis & {
  countCall(...keysAndArgs: (string | number)[]): Promise<[number, number]>;
};

/** How long answered calls wait in this process before they are written to Redis together. */
const recordEveryMs = 100;

/**
 * The counters in Redis, shared by every replica. A call's counts are one script, sent with the
 * other calls of the same moment (auto-pipelining). What is recorded after the answer (the last
 * calls, the pending usage) is gathered for 100 ms and written in one pipeline, off the caller's
 * time; a stop writes what is gathered. Pending usage is moved whole to a batch key (RENAME)
 * before it is written to PostgreSQL, and deleted only once PostgreSQL has it, so neither a crash
 * of the flush nor a failed write loses a count.
 */
export class RedisCounters implements CallCounters {
  private gathered: TMeteredCall[] = [];
  private recordTimer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly redis: TCountingRedis,
    private readonly logger: Logger,
  ) {}

  static connect(url: string, logger: Logger): RedisCounters {
    const redis = new Redis(url, { ...failFastRedisOptions, enableAutoPipelining: true }) as TCountingRedis;
    redis.defineCommand('countCall', { lua: countCallScript });
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; API calls are refused with 10007'),
    );
    return new RedisCounters(redis, logger);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  async count(input: { userId: string; ref: string; minute: number; trial?: { sportType: number; day: string } }) {
    const minuteKey = `data-api:freq:${input.userId}:${input.ref}:${input.minute}`;
    const [thisMinute, today] = input.trial
      ? await this.redis.countCall(
          2,
          minuteKey,
          trialKey(input.userId, input.trial.sportType, input.trial.day),
          minuteTtlSeconds,
          dayTtlSeconds,
        )
      : await this.redis.countCall(1, minuteKey, minuteTtlSeconds);
    return { thisMinute: Number(thisMinute), today: input.trial ? Number(today) : undefined };
  }

  async uncountTrialCall(userId: string, sportType: number, day: string) {
    await this.redis.decr(trialKey(userId, sportType, day));
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
