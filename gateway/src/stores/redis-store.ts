import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions } from '@matchwire/kit/redis-options';
import { Redis } from 'ioredis';
import type { GatewayStore, TCachedChanges, TCachedStart } from './gateway-store.ts';
import { watchRedisCached } from './redis-cached-changes.ts';

/**
 * Redis for the gateway's inbox and public cache (and, through `redis`, its rate limits). Redis is
 * never waited for: no offline queue, short timeouts, reconnection in the background. While it is
 * away the cache is skipped (reads miss, writes are dropped), the inbox and cache drops fail (the
 * event is retried by the consumer, and marked only once its drop is done, so no drop is lost) and rate limits count in process
 * (plugins/rate-limits.ts); all of it goes back to Redis once it answers (docs/decisions/0012).
 */
export class RedisStore implements GatewayStore {
  private readonly watchers: { close(): Promise<void> }[] = [];

  constructor(
    readonly redis: Redis,
    private readonly url: string,
    private readonly logger?: Logger,
  ) {}

  static connect(url: string, logger?: Logger): RedisStore {
    const redis = new Redis(url, failFastRedisOptions);
    let isUp = false;
    redis.on('ready', () => {
      isUp = true;
      logger?.info('Redis connected; rate limits and public cache in Redis');
    });
    redis.on('error', (error: Error) => {
      if (!isUp) return;
      isUp = false;
      logger?.warn({ err: error }, 'Redis unreachable; rate limits in process, public cache skipped until it is back');
    });
    return new RedisStore(redis, url, logger);
  }

  get isConnected(): boolean {
    return this.redis.status === 'ready';
  }

  /** Waits (at most `timeoutMs`) for the first connection, so a normal start counts in Redis from the first request. */
  async whenConnected(timeoutMs: number): Promise<void> {
    if (this.isConnected) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.redis.once('ready', () => (clearTimeout(timer), resolve()));
    });
  }

  async isMarked(key: string): Promise<boolean> {
    return (await this.redis.exists(key)) === 1;
  }

  async mark(key: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, '1', 'EX', ttlSeconds);
  }

  async getCached(key: string): Promise<string | undefined> {
    if (!this.isConnected) return undefined;
    return (await this.redis.get(`cache:${key}`)) ?? undefined;
  }

  async getCachedStart(key: string, length: number): Promise<TCachedStart | undefined> {
    if (!this.isConnected) return undefined;
    const answers = await this.redis
      .multi()
      .getrange(`cache:${key}`, 0, length - 1)
      .pttl(`cache:${key}`)
      .exec();
    const [[, start], [, ttlMs]] = (answers ?? []) as [[unknown, string], [unknown, number]];
    // GETRANGE answers '' for a missing key (and no entry is empty); PTTL -2 for a missing key.
    return start && ttlMs > 0 ? { start, ttlMs } : undefined;
  }

  async setCached(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (!this.isConnected) return;
    await this.redis.set(`cache:${key}`, value, 'EX', ttlSeconds);
  }

  async clearCached(prefix: string): Promise<number> {
    let removed = 0;
    let cursor = '0';
    do {
      // The prefix is literal: glob characters in it are escaped.
      const pattern = `cache:${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.del(...keys);
    } while (cursor !== '0');
    return removed;
  }

  /** Redis reports the changes itself (client tracking), on a connection of the watcher's own. */
  watchCached(prefix: string, onChange: (key: string | undefined) => void): TCachedChanges {
    const watcher = watchRedisCached({ url: this.url, namespace: 'cache:', prefix, onChange, logger: this.logger });
    this.watchers.push(watcher);
    return watcher;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await Promise.all(this.watchers.map((watcher) => watcher.close()));
    if (this.isConnected) await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
