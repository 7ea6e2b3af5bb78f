import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions, whenRedisReady } from '@matchwire/kit/redis-options';
import { Redis } from 'ioredis';
import { groupByUser, type TTicketUnread, type UnreadCounters } from './unread-counters.ts';

const keyPrefix = 'ticket:unread:';
const keyOf = (userId: string) => `${keyPrefix}${userId}`;

/** The counters in Redis, shared by every replica: hash `ticket:unread:<userId>`, field ticketId → count. */
export class RedisUnreadCounters implements UnreadCounters {
  constructor(private readonly redis: Redis) {}

  static connect(url: string, logger: Logger): RedisUnreadCounters {
    const redis = new Redis(url, failFastRedisOptions);
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; unread counts wait (consumer retries, reads answer 10007)'),
    );
    return new RedisUnreadCounters(redis);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  async setTicketUnread({ userId, ticketId, customerUnread }: TTicketUnread): Promise<void> {
    if (customerUnread > 0) await this.redis.hset(keyOf(userId), ticketId, customerUnread);
    else await this.redis.hdel(keyOf(userId), ticketId);
  }

  async countForUser(userId: string): Promise<number> {
    const counts = await this.redis.hvals(keyOf(userId));
    return counts.reduce((total, count) => total + Number(count), 0);
  }

  async readAll(): Promise<Map<string, Map<string, number>>> {
    const byUser = new Map<string, Map<string, number>>();
    for (const key of await this.allKeys()) {
      const fields = await this.redis.hgetall(key);
      const tickets = new Map(Object.entries(fields).map(([ticketId, count]) => [ticketId, Number(count)]));
      if (tickets.size > 0) byUser.set(key.slice(keyPrefix.length), tickets);
    }
    return byUser;
  }

  /**
   * Each user's hash is replaced in one MULTI (deleted, then written from the tables); the hashes of
   * users with nothing unread any more are deleted. An event consumed meanwhile sets its ticket again.
   */
  async replaceAll(entries: TTicketUnread[]): Promise<void> {
    const byUser = groupByUser(entries);
    const stale = (await this.allKeys()).filter((key) => !byUser.has(key.slice(keyPrefix.length)));
    if (stale.length > 0) await this.redis.del(...stale);
    for (const [userId, tickets] of byUser) {
      await this.redis.multi().del(keyOf(userId)).hset(keyOf(userId), Object.fromEntries(tickets)).exec();
    }
  }

  private async allKeys(): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
