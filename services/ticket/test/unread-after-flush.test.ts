/**
 * The unread counts survive a Redis FLUSHALL by themselves: the ticket service on a redis-server of
 * this file's own (flushing the shared one would empty other files' keys) answers the tables'
 * counts right after the flush, rebuilding each customer's hash once however many reads arrive,
 * keeps counting the events that follow, and answers 10007 while Redis is too busy to answer.
 */
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisUnreadCounters } from '../src/unread/redis-unread-counters.ts';
import { ticketCalls } from './support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest, newUserId } from './support/ticket-under-test.ts';
import { unreadCustomers } from './support/unread-customers.ts';

let redis: TPrivateRedis;
// Registered before the service's hooks: Redis is up before the service starts, and stopped after it.
beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(() => redis.stop());

const under = useServiceUnderTest('ticket', (databaseUrl) => buildTicketUnderTest(databaseUrl, redis.url));
const calls = () => ticketCalls(under.service);
const counters = () => under.service.deps.unread as RedisUnreadCounters;

const { unreadOf, untilUnread, openTicket, staffReply } = unreadCustomers(() => under.service);

describe('unread counts after Redis is flushed', () => {
  it('answer the tables’ counts at once, rebuilt once for a storm of reads', async () => {
    const userId = newUserId();
    const first = await openTicket(userId);
    const second = await openTicket(userId);
    await staffReply(first);
    await staffReply(first);
    await staffReply(second);
    await untilUnread(userId, 3, 'three replies counted');

    await redis.flushAll();
    const rebuildsBefore = counters().rebuilds;
    const answers = await Promise.all(Array.from({ length: 20 }, () => unreadOf(userId)));
    expect(answers).toEqual(Array(20).fill(3));
    expect(counters().rebuilds - rebuildsBefore).toBe(1);
    expect(Object.keys(await redis.client.hgetall(`ticket:unread:${userId}`)).sort()).toEqual(
      ['_built', first, second, `_r:${first}`, `_r:${second}`].sort(),
    );

    // The events after the flush still count, on the rebuilt hash.
    expect((await calls().read(first, asCustomer(userId))).json().data).toEqual({ unread: 0 });
    await untilUnread(userId, 1, 'the read ticket cleared');
  });

  it('answer 10007 while Redis does not answer in time (as during a long FLUSHALL), then the count', async () => {
    const userId = newUserId();
    await staffReply(await openTicket(userId));
    await untilUnread(userId, 1, 'the reply counted');
    await redis.client.call('CLIENT', 'PAUSE', '1500', 'ALL');
    const paused = await calls().unread(asCustomer(userId));
    expect(paused.statusCode).toBe(503);
    expect(paused.json()).toMatchObject({ resultCode: 10007 });
    await eventually(
      async () => (await calls().unread(asCustomer(userId))).statusCode,
      (status) => status === 200,
      'Redis answering again',
    );
    expect(await unreadOf(userId)).toBe(1);
  });

  it('keep an event written between the flush and the first read', async () => {
    const userId = newUserId();
    const ticketId = await openTicket(userId);
    await staffReply(ticketId);
    await untilUnread(userId, 1, 'the reply counted');

    await redis.flushAll();
    // The consumer writes this ticket's new count into a hash the flush emptied (no `_built`):
    // the first read still rebuilds, so the customer's other tickets are not missing.
    const other = await openTicket(userId);
    await staffReply(other);
    await staffReply(ticketId);
    await eventually(
      () => redis.client.hget(`ticket:unread:${userId}`, ticketId),
      (value) => value === '2',
      'the event after the flush consumed',
    );
    expect(await unreadOf(userId)).toBe(3);
  });
});
