/**
 * The customers' unread counts through the real Kafka and Redis of `npm test`: a staff reply is
 * written to the outbox, relayed to Kafka, consumed by the ticket service's own consumer, which
 * sets the count in Redis that getUserUnreadCount reads; reading sets it back to 0. A redelivered
 * event changes nothing, and counters rebuilt from the tables equal the live ones.
 */
import { eventually as waitFor } from '@matchwire/devinfra/eventually';
import { testKafkaBrokers, useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildUnreadCounters } from '../src/use-cases/rebuild-unread-counters.ts';
import { ticketCalls } from './support/ticket-calls.ts';
import { asCustomer, buildTicketOnKafka, newUserId } from './support/ticket-under-test.ts';
import { unreadCustomers } from './support/unread-customers.ts';

const under = useServiceUnderTest('ticket', buildTicketOnKafka);
const calls = () => ticketCalls(under.service);

/** devinfra's wait, a little longer: this file's group joins a broker other test files keep busy. */
const eventually = <T>(probe: () => Promise<T>, isDone: (value: T) => boolean, what: string) =>
  waitFor(probe, isDone, what, 60_000);

const { unreadOf, untilUnread, openTicket, staffReply } = unreadCustomers(() => under.service, 60_000);

/** The ticket's events the unread consumer group of this file has not applied yet. */
async function unconsumedEventsOf(ticketId: string): Promise<number> {
  const { consumer } = under as unknown as { consumer: string };
  const { rows } = await under.service.deps.db.$client.query<{ waiting: number }>(
    `select count(*)::int as waiting from ticket.outbox o where o.event_key = $2 and o.event_type = any($3)
     and not exists (select 1 from ticket.inbox i where i.event_id = o.event_id and i.consumer = $1)`,
    [consumer, ticketId, ['created', 'replied', 'read', 'closed'].map((verb) => `ticket.ticket-${verb}.v1`)],
  );
  return rows[0]!.waiting;
}

/** A customer's new ticket with one staff reply, counted. */
async function ticketWithOneStaffReply(): Promise<{ userId: string; ticketId: string }> {
  const userId = newUserId();
  const ticketId = await openTicket(userId);
  await staffReply(ticketId);
  await untilUnread(userId, 1, 'the reply counted');
  return { userId, ticketId };
}

describe('unread counts from the ticket events, through Kafka', { timeout: 240_000 }, () => {
  // The test's consumer group starts at the end of the topics and joins in the background: until it
  // has, an event is not its to read. So throwaway customers get staff replies until one is consumed
  // (in the group's inbox: a count may come from the tables, rebuilt on a customer's first read);
  // then they read them, so that the tables and the counters agree again (the rebuild test).
  beforeAll(async () => {
    const deadline = Date.now() + 90_000;
    const throwaway: { userId: string; ticketId: string }[] = [];
    const isConsumed = async (ticketId: string) => {
      for (const until = Date.now() + 3000; Date.now() < until;) {
        if ((await unconsumedEventsOf(ticketId)) === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    for (;;) {
      const userId = newUserId();
      const ticketId = await openTicket(userId);
      throwaway.push({ userId, ticketId });
      await staffReply(ticketId);
      if (await isConsumed(ticketId)) break;
      if (Date.now() > deadline) throw new Error('the unread consumer never joined its group');
    }
    for (const { userId, ticketId } of throwaway) await calls().read(ticketId, asCustomer(userId));
    const last = throwaway.at(-1)!.userId;
    await untilUnread(last, 0, 'the throwaway replies read');
  }, 120_000);

  it('counts a staff reply once it is consumed, and clears it when the customer reads', async () => {
    const userId = newUserId();
    const ticketId = await openTicket(userId);
    expect(await unreadOf(userId)).toBe(0);
    await staffReply(ticketId);
    await untilUnread(userId, 1, 'the reply counted');

    const second = await openTicket(userId);
    await staffReply(second);
    await staffReply(second);
    await untilUnread(userId, 3, 'both tickets summed');

    expect((await calls().read(ticketId, asCustomer(userId))).json().data).toEqual({ unread: 0 });
    await untilUnread(userId, 2, 'the read ticket cleared');
  });

  it('counts an event delivered twice once', async () => {
    const { userId, ticketId } = await ticketWithOneStaffReply();
    const { rows } = await under.service.deps.db.$client.query<{ envelope: Buffer; event_type: string }>(
      `select envelope, event_type from ticket.outbox where event_key = $1 and event_type = 'ticket.ticket-replied.v1'`,
      [ticketId],
    );
    const kafka = new Kafka({
      clientId: 'ticket-redelivery-test',
      brokers: testKafkaBrokers,
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({ topic: rows[0]!.event_type, messages: [{ key: ticketId, value: rows[0]!.envelope }] });
    await producer.disconnect();
    // A later event of the same ticket (same partition) shows the copy was consumed before it.
    await staffReply(ticketId);
    await eventually(
      () => unreadOf(userId),
      (value) => value >= 2,
      'the second reply counted',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await unreadOf(userId)).toBe(2);
  });

  it('rebuilds from the tables exactly what the events built', async () => {
    const { userId, ticketId } = await ticketWithOneStaffReply();
    const { unread, db } = under.service.deps;
    // A first read rebuilds a customer's hash from the tables, which may be ahead of the consumer
    // (the ticket's created event still on the way): compare once every event of the ticket is consumed.
    await eventually(
      () => unconsumedEventsOf(ticketId),
      (waiting) => waiting === 0,
      'every event of the ticket consumed',
    );
    // Only this file's customers: other files and the running stack use other Redis databases or users.
    const { rows } = await db.$client.query<{ user_id: string }>(`select distinct user_id from ticket.tickets`);
    const ours = new Set(rows.map((row) => row.user_id));
    const pick = (all: Map<string, Map<string, number>>) =>
      new Map(
        [...all].filter(([user]) => ours.has(user)).map(([user, tickets]) => [user, Object.fromEntries(tickets)]),
      );
    const live = pick(await unread.readAll());
    expect(live.size).toBeGreaterThan(0);
    await unread.setTicketUnread({ userId, ticketId, customerUnread: 0, revision: 0 });
    await rebuildUnreadCounters(db, unread);
    expect(pick(await unread.readAll())).toEqual(live);
    expect(await unreadOf(userId)).toBe(1);
  });
});
