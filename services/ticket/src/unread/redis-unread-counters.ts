import { randomUUID } from 'node:crypto';
import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions, whenRedisReady } from '@matchwire/kit/redis-options';
import { Redis } from 'ioredis';
import type { TTicketUnread, UnreadCounters } from './unread-counters.ts';

const keyPrefix = 'ticket:unread:';
const keyOf = (userId: string) => `${keyPrefix}${userId}`;
/** In every hash built from the tables; a hash without it (Redis flushed or restarted) is rebuilt before it is read. */
const builtField = '_built';
/** Set by a rebuild before it reads the tables; an event's write removes it, so the rebuild knows it read too early. */
const rebuildingField = '_rebuilding';
const isCountField = (field: string) => !field.startsWith('_');
/** The field holding a ticket's revision last set (unread-counters isOlderThanHeld says when an event is ignored). */
const revisionPrefix = '_r:';

/**
 * Sets a ticket's count (0 removes it) and revision, unless the hash holds a newer revision of it;
 * an unknown revision (0) is applied. Removes the rebuild's token. Answers 1 if it set the count.
 * KEYS[1] the hash; ARGV ticketId, count, revision.
 */
const setTicketScript = `
local revision = tonumber(ARGV[3])
if revision > 0 then
  local held = tonumber(redis.call('HGET', KEYS[1], '${revisionPrefix}' .. ARGV[1]))
  if held and held > revision then return 0 end
  redis.call('HSET', KEYS[1], '${revisionPrefix}' .. ARGV[1], ARGV[3])
end
if tonumber(ARGV[2]) > 0 then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) else redis.call('HDEL', KEYS[1], ARGV[1]) end
redis.call('HDEL', KEYS[1], '${rebuildingField}')
return 1`;

/** Replaces the hash with the tables' counts if no event was written since the rebuild began (its token still there). */
const commitRebuildScript = `
if redis.call('HGET', KEYS[1], '${rebuildingField}') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${builtField}', '1', unpack(ARGV, 2))
return 1`;

type TRebuildingRedis = Redis & {
  commitRebuild(key: string, token: string, ...fields: string[]): Promise<number>;
  setTicket(key: string, ticketId: string, count: number, revision: number): Promise<number>;
};

/** A customer's hash fields for the tables' `entries`: the counts above 0, and every ticket's revision. */
function hashFieldsOf(entries: TTicketUnread[]): string[] {
  return entries.flatMap(({ ticketId, customerUnread, revision }) => [
    ...(customerUnread > 0 ? [ticketId, String(customerUnread)] : []),
    ...(revision > 0 ? [`${revisionPrefix}${ticketId}`, String(revision)] : []),
  ]);
}

/** One customer's tickets, with their unread messages and revisions, as the tables say (ticket-repository listUnreadTicketsOfUser). */
export type TUnreadSource = (userId: string) => Promise<TTicketUnread[]>;

/**
 * The counters in Redis, shared by every replica: hash `ticket:unread:<userId>`, field ticketId →
 * count, `_r:<ticketId>` → the ticket's revision, plus `_built`. A FLUSHALL (or a Redis restarted empty) heals by itself: the first read of
 * a customer whose hash has no `_built` rebuilds that hash from the tables, once per process for a
 * storm of reads (one indexed query), and answers the tables' count. An event written while the
 * rebuild read the tables makes it start again, so the newer count is never overwritten.
 */
export class RedisUnreadCounters implements UnreadCounters {
  private readonly rebuilding = new Map<string, Promise<number>>();
  /** Customers' hashes rebuilt from the tables by this process (the drill and tests read it). */
  rebuilds = 0;

  constructor(
    private readonly redis: TRebuildingRedis,
    private readonly source: TUnreadSource,
  ) {
    redis.defineCommand('commitRebuild', { numberOfKeys: 1, lua: commitRebuildScript });
    redis.defineCommand('setTicket', { numberOfKeys: 1, lua: setTicketScript });
  }

  static connect(url: string, logger: Logger, source: TUnreadSource): RedisUnreadCounters {
    const redis = new Redis(url, failFastRedisOptions) as TRebuildingRedis;
    redis.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis unreachable; unread counts wait (consumer retries, reads answer 10007)'),
    );
    return new RedisUnreadCounters(redis, source);
  }

  whenConnected(timeoutMs: number): Promise<void> {
    return whenRedisReady(this.redis, timeoutMs);
  }

  async setTicketUnread({ userId, ticketId, customerUnread, revision }: TTicketUnread): Promise<boolean> {
    return (await this.redis.setTicket(keyOf(userId), ticketId, customerUnread, revision)) === 1;
  }

  async countForUser(userId: string): Promise<number> {
    const fields = await this.redis.hgetall(keyOf(userId));
    if (builtField in fields) return sumCounts(fields);
    const running = this.rebuilding.get(userId);
    if (running) return running;
    const rebuild = this.rebuildUser(userId).finally(() => this.rebuilding.delete(userId));
    this.rebuilding.set(userId, rebuild);
    return rebuild;
  }

  /** The customer's hash from the tables; after three tries overtaken by events, the tables' count unwritten. */
  private async rebuildUser(userId: string): Promise<number> {
    let total = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const token = randomUUID();
      await this.redis.hset(keyOf(userId), rebuildingField, token);
      const entries = await this.source(userId);
      this.rebuilds += 1;
      total = entries.reduce((sum, entry) => sum + entry.customerUnread, 0);
      if ((await this.redis.commitRebuild(keyOf(userId), token, ...hashFieldsOf(entries))) === 1) return total;
      const now = await this.redis.hgetall(keyOf(userId));
      if (builtField in now) return sumCounts(now);
    }
    return total;
  }

  async readAll(): Promise<Map<string, Map<string, number>>> {
    const byUser = new Map<string, Map<string, number>>();
    for (const key of await this.allKeys()) {
      const fields = await this.redis.hgetall(key);
      const tickets = new Map(
        Object.entries(fields)
          .filter(([field]) => isCountField(field))
          .map(([ticketId, count]) => [ticketId, Number(count)]),
      );
      if (tickets.size > 0) byUser.set(key.slice(keyPrefix.length), tickets);
    }
    return byUser;
  }

  /**
   * Each user's hash is replaced in one MULTI (deleted, then written from the tables); the hashes of
   * users without tickets in the tables are deleted (rebuilt, empty, on their next read). An event
   * consumed meanwhile sets its ticket again.
   */
  async replaceAll(entries: TTicketUnread[]): Promise<void> {
    const byUser = Map.groupBy(entries, (entry) => entry.userId);
    const stale = (await this.allKeys()).filter((key) => !byUser.has(key.slice(keyPrefix.length)));
    if (stale.length > 0) await this.redis.del(...stale);
    for (const [userId, tickets] of byUser) {
      await this.redis
        .multi()
        .del(keyOf(userId))
        .hset(keyOf(userId), builtField, 1, ...hashFieldsOf(tickets))
        .exec();
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

function sumCounts(fields: Record<string, string>): number {
  return Object.entries(fields).reduce((total, [field, count]) => total + (isCountField(field) ? Number(count) : 0), 0);
}
