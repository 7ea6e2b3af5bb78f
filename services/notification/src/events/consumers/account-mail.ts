import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startConsumer, type Inbox, type TEventHandlers } from '@matchwire/kit/bus/consumer';
import type { TEnvelope } from '@matchwire/proto';
import { hasMessageForEvent } from '../../db/message-repository.ts';
import type { TNotificationDb } from '../../db/notification-db.ts';
import type { TNotificationDeps } from '../../notification-deps.ts';
import { accountMailEventTypes, type TAccountMailEvent } from '../account-mail-events.ts';
import { recordAccountMail } from '../../use-cases/record-account-mail.ts';

export const accountMailConsumer = 'notification-mail';

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

/** Subscribes `notification-mail` to the account events; each becomes one pending mail, sent at once. */
export async function startAccountMailConsumer(deps: TNotificationDeps, bus: EventBus): Promise<void> {
  const handle = async (event: TEnvelope, payload: TAccountMailEvent['payload']) => {
    const mailEvent = { type: event.type, id: event.id, time: event.time, payload } as TAccountMailEvent;
    const outcome = await recordAccountMail(deps, mailEvent);
    if (outcome === 'recorded') deps.mailSender.kick();
  };
  const handlers: TEventHandlers = Object.fromEntries(accountMailEventTypes.map((type) => [type, handle]));
  await startConsumer({
    bus,
    consumer: accountMailConsumer,
    inbox: new MessagesInbox(deps.db),
    logger: deps.logger,
    handlers,
  });
}
