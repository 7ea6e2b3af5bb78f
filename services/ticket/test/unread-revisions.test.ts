/**
 * A ticket's events come on four topics (created, replied, read, closed), so one may arrive after a
 * later one: the counters keep the newest revision of each ticket, in memory (`npm start`) and in a
 * real Redis (a private one: the full rebuild below deletes every customer's hash it does not know).
 */
import { randomUUID } from 'node:crypto';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { createLogger } from '@matchwire/kit/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryUnreadCounters } from '../src/unread/memory-unread-counters.ts';
import { RedisUnreadCounters } from '../src/unread/redis-unread-counters.ts';
import type { TTicketUnread, UnreadCounters } from '../src/unread/unread-counters.ts';

let redis: TPrivateRedis;
/** What the Redis counters' per-customer rebuild reads, as the tables would answer it. */
const tables = new Map<string, TTicketUnread[]>();
const stores: Record<string, () => UnreadCounters> = {};

beforeAll(async () => {
  redis = await startPrivateRedis();
  const redisCounters = RedisUnreadCounters.connect(
    redis.url,
    createLogger('ticket-test', 'silent'),
    async (userId) => tables.get(userId) ?? [],
  );
  await redisCounters.whenConnected(5000);
  const memoryCounters = new MemoryUnreadCounters();
  stores.memory = () => memoryCounters;
  stores.redis = () => redisCounters;
});
afterAll(async () => {
  await stores.redis?.().close();
  await redis.stop();
});

describe.each(['memory', 'redis'])('unread counters in %s', (kind) => {
  const counters = () => stores[kind]!();
  /** A new customer, read once: their hash is built (from tables without tickets of theirs) before events come. */
  const customer = async () => {
    const userId = randomUUID();
    expect(await counters().countForUser(userId)).toBe(0);
    return { userId, ticketId: randomUUID() };
  };

  it('ignore an event overtaken by a later one of the same ticket', async () => {
    const { userId, ticketId } = await customer();
    // The reply (revision 2) is consumed before the ticket's created event (revision 1).
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 1, revision: 2 })).toBe(true);
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 0, revision: 1 })).toBe(false);
    expect(await counters().countForUser(userId)).toBe(1);

    // The customer reads it (revision 3); the reply delivered again later changes nothing.
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 0, revision: 3 })).toBe(true);
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 1, revision: 2 })).toBe(false);
    expect(await counters().countForUser(userId)).toBe(0);

    // The same revision again sets the same count: applied, nothing changes.
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 0, revision: 3 })).toBe(true);
    expect(await counters().countForUser(userId)).toBe(0);
  });

  it('keep each ticket apart: an old event of one ticket does not hold back another', async () => {
    const { userId, ticketId } = await customer();
    const other = randomUUID();
    await counters().setTicketUnread({ userId, ticketId, customerUnread: 2, revision: 7 });
    expect(await counters().setTicketUnread({ userId, ticketId: other, customerUnread: 1, revision: 2 })).toBe(true);
    expect(await counters().countForUser(userId)).toBe(3);
  });

  it('apply an event from before revisions were carried (revision 0)', async () => {
    const { userId, ticketId } = await customer();
    await counters().setTicketUnread({ userId, ticketId, customerUnread: 2, revision: 4 });
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 1, revision: 0 })).toBe(true);
    expect(await counters().countForUser(userId)).toBe(1);
  });

  it('keep the tables’ revisions through a full rebuild, so a late older event changes nothing', async () => {
    const { userId, ticketId } = await customer();
    const other = randomUUID();
    await counters().replaceAll([
      { userId, ticketId, customerUnread: 0, revision: 5 },
      { userId, ticketId: other, customerUnread: 2, revision: 3 },
    ]);
    expect(await counters().countForUser(userId)).toBe(2);
    expect(await counters().setTicketUnread({ userId, ticketId, customerUnread: 1, revision: 4 })).toBe(false);
    expect(await counters().setTicketUnread({ userId, ticketId: other, customerUnread: 3, revision: 2 })).toBe(false);
    expect(await counters().countForUser(userId)).toBe(2);
    expect(await counters().readAll()).toEqual(new Map([[userId, new Map([[other, 2]])]]));
  });
});

describe('unread counters in Redis, rebuilt for one customer after Redis lost them', () => {
  it('keep the tables’ revisions, so a late older event changes nothing', async () => {
    const userId = randomUUID();
    const ticketId = randomUUID();
    tables.set(userId, [{ userId, ticketId, customerUnread: 0, revision: 6 }]);
    await redis.flushAll();
    expect(await stores.redis!().countForUser(userId)).toBe(0);
    expect(await stores.redis!().setTicketUnread({ userId, ticketId, customerUnread: 2, revision: 5 })).toBe(false);
    expect(await stores.redis!().countForUser(userId)).toBe(0);
    expect(await stores.redis!().setTicketUnread({ userId, ticketId, customerUnread: 1, revision: 7 })).toBe(true);
    expect(await stores.redis!().countForUser(userId)).toBe(1);
  });
});
