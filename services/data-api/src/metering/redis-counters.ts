import { randomUUID } from 'node:crypto';
import { ZRecentCall, type TRecentCall } from '@matchwire/contracts/data-api/usage';
import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions } from '@matchwire/kit/redis-options';
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
 * The counters in Redis, shared by every replica. A call's counts are one pipelined round trip;
 * what is recorded after the answer is another, off the caller's time. Pending usage is moved
 * whole to a batch key (RENAME) before it is written, and deleted only once PostgreSQL has it,
 * so neither a crash nor a failed write loses a count.
 */
export class RedisCounters implements CallCounters {
  constructor(private readonly redis: Redis) {}

  static connect(url: string, logger: Logger): RedisCounters {
    const redis = new Redis(url, failFastRedisOptions);
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; API calls are refused with 10007'),
    );
    return new RedisCounters(redis);
  }

  async whenConnected(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.redis.once('ready', () => (clearTimeout(timer), resolve()));
    });
  }

  async count(input: { userId: string; ref: string; minute: number; trial?: { sportType: number; day: string } }) {
    const minuteKey = `data-api:freq:${input.userId}:${input.ref}:${input.minute}`;
    const pipeline = this.redis.multi().incr(minuteKey).expire(minuteKey, minuteTtlSeconds);
    if (input.trial) {
      const dayKey = trialKey(input.userId, input.trial.sportType, input.trial.day);
      pipeline.incr(dayKey).expire(dayKey, dayTtlSeconds);
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
    return {
      thisMinute: Number(results[0]?.[1]),
      today: input.trial ? Number(results[2]?.[1]) : undefined,
    };
  }

  async uncountTrialCall(userId: string, sportType: number, day: string) {
    await this.redis.decr(trialKey(userId, sportType, day));
  }

  async trialCallsOn(userId: string, sportType: number, day: string) {
    return Number((await this.redis.get(trialKey(userId, sportType, day))) ?? 0);
  }

  async record(call: TMeteredCall) {
    const { userId, day: _day, ...recent } = call;
    const recentKey = `data-api:recent:${userId}`;
    await this.redis
      .multi()
      .lpush(recentKey, JSON.stringify(recent))
      .ltrim(recentKey, 0, recentCallsKept - 1)
      .expire(recentKey, 30 * 86_400)
      .hincrby(pendingKey, usageField(call), 1)
      .exec();
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
    this.redis.disconnect();
  }
}

function trialKey(userId: string, sportType: number, day: string): string {
  return `data-api:trial:${userId}:${sportType}:${day}`;
}
