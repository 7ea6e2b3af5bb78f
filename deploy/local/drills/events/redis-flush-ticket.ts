import { randomUUID } from 'node:crypto';
import type { TTicketService } from '../../../../services/ticket/src/app.ts';
import { staffReplyTicket } from '../../../../services/ticket/src/use-cases/staff-reply-ticket.ts';
import { ticketCalls, ticketForm } from '../../../../services/ticket/test/support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest } from '../../../../services/ticket/test/support/ticket-under-test.ts';
import type { TLedger } from './ledger.ts';
import { everyInterval, msUntil, type TFlushedLoad, type TStateCheck } from './redis-flush-state.ts';

/** The events the unread counters are kept from (events/consumers/unread-counters.ts). */
const countedEvents = [
  'ticket.ticket-created.v1',
  'ticket.ticket-replied.v1',
  'ticket.ticket-read.v1',
  'ticket.ticket-closed.v1',
];
const consumer = 'ticket-unread-counters';

/**
 * The ticket service (its outbox, relay, in-process bus and unread consumer with its PostgreSQL
 * inbox) on the drill's Redis: customers' first tickets get staff replies and are read,
 * `writesPerSecond`, while customers ask their unread counts; each customer's second ticket holds
 * one unread reply that no later event repeats. After the flush: how long until every customer's count
 * equals the tables' again; at the end, the ledger of the counted events.
 */
export async function startTicketLoad(options: {
  databaseUrl: string;
  redisUrl: string;
  customers: number;
  writesPerSecond: number;
}): Promise<TFlushedLoad & { ledger(): Promise<TLedger>; atEnd(): TStateCheck }> {
  const { service } = await buildTicketUnderTest(options.databaseUrl, options.redisUrl);
  await service.start();
  const calls = ticketCalls(service);
  const customers: { userId: string; ticketId: string }[] = [];
  const reply = (ticketId: string) =>
    staffReplyTicket(service.deps, { ticketId, staffId: 's-drill', content: 'Looked into it.', attachment: [] });
  for (let index = 0; index < options.customers; index += 1) {
    const userId = randomUUID();
    const open = async () => (await calls.add(ticketForm(), asCustomer(userId))).json().data.ticketId as string;
    customers.push({ userId, ticketId: await open() });
    // A second ticket with an unread reply and no event after it: only a rebuild brings its count back.
    await reply(await open());
  }
  let unavailable = 0;
  const any = () => customers[Math.floor(Math.random() * customers.length)]!;
  const writes = everyInterval(1000 / options.writesPerSecond, async () => {
    const { userId, ticketId } = any();
    if (Math.random() < 0.7) await reply(ticketId);
    else if ((await calls.read(ticketId, asCustomer(userId))).statusCode !== 200) throw new Error('read refused');
  });
  const reads = everyInterval(50, async () => {
    const answer = await calls.unread(asCustomer(any().userId));
    // 10007: Redis did not answer within its 500 ms (a starved machine, or a long FLUSHALL): counted apart.
    if (answer.statusCode === 503) unavailable += 1;
    else if (answer.statusCode !== 200) throw new Error(`unread count refused: ${answer.statusCode} ${answer.body}`);
  });
  const countsEqualTables = async () => (await compareCounts(service, customers)).differing === 0;
  /** Customers whose count ended above the tables' (what an event applied twice would leave). */
  let overCounted = 0;
  let atEnd = { differing: Number.NaN, over: 0 };
  const ledger = async (): Promise<TLedger> => {
    const { rows } = await service.deps.db.$client.query<Record<string, string>>(
      `select count(*) as sent,
         count(*) filter (where o.published_at is not null) as published,
         count(i.event_id) as delivered
       from ticket.outbox o left join ticket.inbox i on i.event_id = o.event_id and i.consumer = $2
       where o.event_type = any($1)`,
      [countedEvents, consumer],
    );
    const row = rows[0]!;
    const sent = Number(row.sent);
    const delivered = Number(row.delivered);
    // In-process bus: no Kafka copies; the inbox keeps one row per event, so a double shows in the counts.
    const counts = { sent, published: Number(row.published), onKafka: 0, delivered };
    return { service: 'ticket', ...counts, lost: sent - delivered, duplicated: overCounted, absorbed: 0 };
  };

  return {
    requests: {
      get ok() {
        return writes.requests.ok + reads.requests.ok;
      },
      get failed() {
        return writes.requests.failed + reads.requests.failed;
      },
      get firstFailure() {
        return writes.requests.firstFailure ?? reads.requests.firstFailure;
      },
    },
    async afterFlush(flushedAt) {
      const ms = await msUntil(countsEqualTables, flushedAt, 30_000);
      return [
        {
          state: 'ticket unread counters',
          isRebuilt: ms !== undefined,
          ms,
          detail: `${customers.length} customers' counts equal the tables' (rebuilt by ${(service.deps.unread as { rebuilds?: number }).rebuilds ?? 0} table reads in all)`,
        },
      ];
    },
    async stopLoad() {
      await writes.stop();
      await reads.stop();
      // Every counted event consumed, then the counts compared once more.
      await msUntil(async () => (await ledger()).lost === 0, Date.now(), 30_000);
      atEnd = await compareCounts(service, customers);
      overCounted = atEnd.over;
    },
    atEnd: () => ({
      state: 'ticket unread counters at the end',
      isRebuilt: atEnd.differing === 0,
      ms: undefined,
      detail:
        `${atEnd.differing} of ${customers.length} customers' counts differ from the tables once every event is consumed; ` +
        `${unavailable} reads answered 10007 (Redis slower than 500 ms)`,
    }),
    ledger,
    stop: () => service.stop(),
  };
}

/** How many customers' unread counts (asked as the console asks) differ from the sum of their tickets' in the tables, and are above it. */
async function compareCounts(service: TTicketService, customers: { userId: string }[]) {
  const { rows } = await service.deps.db.$client.query<{ user_id: string; unread: string }>(
    `select user_id, sum(customer_unread) as unread from ticket.tickets where user_id = any($1) group by user_id`,
    [customers.map((customer) => customer.userId)],
  );
  const inTables = new Map(rows.map((row) => [row.user_id, Number(row.unread)]));
  const compared = { differing: 0, over: 0 };
  for (const { userId } of customers) {
    const answer = await ticketCalls(service).unread(asCustomer(userId));
    const count = answer.statusCode === 200 ? (answer.json().data.value as number) : Number.NaN;
    const expected = inTables.get(userId) ?? 0;
    if (count !== expected) compared.differing += 1;
    if (count > expected) compared.over += 1;
  }
  return compared;
}
