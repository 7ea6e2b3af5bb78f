import { Redis } from 'ioredis';
import type { GatewayStore } from './gateway-store.ts';

export class RedisStore implements GatewayStore {
  constructor(readonly redis: Redis) {}

  static connect(url: string): RedisStore {
    return new RedisStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }));
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async getCached(key: string): Promise<string | undefined> {
    return (await this.redis.get(`cache:${key}`)) ?? undefined;
  }

  async setCached(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(`cache:${key}`, value, 'EX', ttlSeconds);
  }

  async clearCached(prefix: string): Promise<number> {
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `cache:${prefix}*`, 'COUNT', 200);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.del(...keys);
    } while (cursor !== '0');
    return removed;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
