import type { TNotificationDb } from '../db/notification-db.ts';
import { insertMessage } from '../db/message-repository.ts';
import type { TDataApiMailEvent } from '../events/data-api-mail-events.ts';
import { draftDataApiMail } from './draft-data-api-mail.ts';

/**
 * Turns one data API event into one pending mail. The unique event id makes a redelivered event
 * add nothing; the data API publishes each threshold once a day, so one event is one mail.
 */
export async function recordDataApiMail(
  deps: { db: TNotificationDb; publicWebUrl: string },
  event: TDataApiMailEvent,
): Promise<'recorded' | 'duplicate'> {
  const draft = draftDataApiMail(event, deps.publicWebUrl);
  const isInserted = await deps.db.transaction((tx) =>
    insertMessage(tx, { eventId: event.id, eventType: event.type, ...draft }),
  );
  return isInserted ? 'recorded' : 'duplicate';
}
