import { startConsumer } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import { eventTables } from '../../db/schema.ts';
import type { TTicketDeps } from '../../ticket-deps.ts';
import type { TTicketUnread } from '../../unread/unread-counters.ts';

/** The consumer group that keeps the unread counters (a test names its own, so the running stack does not share its events). */
export const unreadCountersConsumer = 'ticket-unread-counters';

/**
 * Keeps each customer's unread count from the ticket's own events: the count an event carries is
 * set for its ticket (0 removes it), so a redelivered or replayed event changes nothing; the inbox
 * skips one already processed as well. The four topics are read side by side, so a ticket's event
 * may arrive after a later one: the counters ignore an event older than the revision they hold.
 * A visitor's ticket (no user id) has no counter.
 */
export async function startUnreadCountersConsumer(
  deps: TTicketDeps,
  bus: EventBus,
  consumer = unreadCountersConsumer,
  onlyNew = false,
): Promise<void> {
  const set = async (payload: TTicketUnread) => {
    if (payload.userId === '') return;
    await deps.unread.setTicketUnread(payload);
  };
  await startConsumer({
    bus,
    consumer,
    workload: 'ticket',
    onlyNew,
    inbox: new PostgresInbox(deps.db, eventTables),
    logger: deps.logger,
    handlers: {
      'ticket.ticket-created.v1': async (_event, payload) => set({ ...payload, customerUnread: 0 }),
      'ticket.ticket-replied.v1': async (_event, payload) => set(payload),
      'ticket.ticket-read.v1': async (_event, payload) => set(payload),
      'ticket.ticket-closed.v1': async (_event, payload) => set(payload),
    },
  });
}
