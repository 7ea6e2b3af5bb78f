import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions, whenRedisReady } from '@matchwire/kit/redis-options';
import { Redis } from 'ioredis';
import { publishedCacheKeyOf, type PublishedCache } from './published-cache.ts';

/** The cache in Redis, shared by every replica: `animation:published:<accessKey>` with EX. */
export class RedisPublishedCache implements PublishedCache {
  constructor(private readonly redis: Redis) {}

  static connect(url: string, logger: Logger): RedisPublishedCache {
    const redis = new Redis(url, failFastRedisOptions);
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; published configs are read from PostgreSQL'),
    );
    return new RedisPublishedCache(redis);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  async get(accessKey: string): Promise<string | undefined> {
    return (await this.redis.get(publishedCacheKeyOf(accessKey))) ?? undefined;
  }

  async set(accessKey: string, json: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(publishedCacheKeyOf(accessKey), json, 'EX', ttlSeconds);
  }

  async delete(accessKeys: readonly string[]): Promise<void> {
    if (accessKeys.length > 0) await this.redis.del(...accessKeys.map(publishedCacheKeyOf));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
