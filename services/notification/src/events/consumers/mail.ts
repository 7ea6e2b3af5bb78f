import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startConsumer, type Inbox, type TEventHandlers } from '@matchwire/kit/bus/consumer';
import type { TEnvelope } from '@matchwire/proto';
import { hasMessageForEvent } from '../../db/message-repository.ts';
import type { TNotificationDb } from '../../db/notification-db.ts';
import type { TNotificationDeps } from '../../notification-deps.ts';
import { accountMailEventTypes, type TAccountMailEvent } from '../account-mail-events.ts';
import { billingMailEventTypes, type TBillingMailEvent } from '../billing-mail-events.ts';
import { dataApiMailEventTypes, type TDataApiMailEvent } from '../data-api-mail-events.ts';
import { ticketMailEventTypes, type TTicketMailEvent } from '../ticket-mail-events.ts';
import { recordAccountMail } from '../../use-cases/record-account-mail.ts';
import { recordBillingMail } from '../../use-cases/record-billing-mail.ts';
import { recordDataApiMail } from '../../use-cases/record-data-api-mail.ts';
import { recordTicketMail } from '../../use-cases/record-ticket-mail.ts';

export const mailConsumer = 'notification-mail';

/**
 * The messages table is this consumer's inbox: its unique event id is what makes redelivery
 * harmless (the insert does nothing). Looking it up first only spares re-rendering a known event.
 */
class MessagesInbox implements Inbox {
  constructor(private readonly db: TNotificationDb) {}

  async runOnce(_consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    if (await hasMessageForEvent(this.db, event.id)) return 'duplicate';
    await work();
    return 'processed';
  }
}

/**
 * Subscribes `notification-mail` to the account, billing, data API and ticket events; each becomes at
 * most one pending mail, sent at once. One group for all, so one inbox (the messages table) covers every event.
 */
export async function startMailConsumer(deps: TNotificationDeps, bus: EventBus): Promise<void> {
  /** Records the event's mail with `record` and, when it is new, wakes the sender. */
  const mailing =
    <TEvent>(record: (mailDeps: TNotificationDeps, event: TEvent) => Promise<string>) =>
    async (event: TEnvelope, payload: unknown) => {
      const outcome = await record(deps, { type: event.type, id: event.id, time: event.time, payload } as TEvent);
      if (outcome === 'recorded') deps.mailSender.kick();
    };
  const onAccountEvent = mailing<TAccountMailEvent>(recordAccountMail);
  const onBillingEvent = mailing<TBillingMailEvent>(recordBillingMail);
  const onDataApiEvent = mailing<TDataApiMailEvent>(recordDataApiMail);
  const onTicketEvent = mailing<TTicketMailEvent>(recordTicketMail);
  const handlers: TEventHandlers = Object.fromEntries([
    ...accountMailEventTypes.map((type) => [type, onAccountEvent]),
    ...billingMailEventTypes.map((type) => [type, onBillingEvent]),
    ...dataApiMailEventTypes.map((type) => [type, onDataApiEvent]),
    ...ticketMailEventTypes.map((type) => [type, onTicketEvent]),
  ]);
  await startConsumer({
    bus,
    consumer: mailConsumer,
    workload: 'notification',
    inbox: new MessagesInbox(deps.db),
    logger: deps.logger,
    handlers,
  });
}
