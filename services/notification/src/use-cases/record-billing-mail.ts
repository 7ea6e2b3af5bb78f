import type { TNotificationDb } from '../db/notification-db.ts';
import { insertMessage } from '../db/message-repository.ts';
import type { TBillingMailEvent } from '../events/billing-mail-events.ts';
import { draftBillingMail } from './draft-billing-mail.ts';

/**
 * Turns one billing event into one pending mail. The unique event id makes a redelivered event
 * add nothing. The consumer has checked the payload against its definition; database errors are
 * thrown so the bus redelivers.
 */
export async function recordBillingMail(
  deps: { db: TNotificationDb; publicWebUrl: string },
  event: TBillingMailEvent,
): Promise<'recorded' | 'duplicate'> {
  const draft = draftBillingMail(event, deps.publicWebUrl);
  const isInserted = await deps.db.transaction((tx) =>
    insertMessage(tx, { eventId: event.id, eventType: event.type, ...draft }),
  );
  return isInserted ? 'recorded' : 'duplicate';
}
