import type { TNotificationDb } from '../db/notification-db.ts';
import type { TDataApiMailEvent } from '../events/data-api-mail-events.ts';
import { draftDataApiMail } from './draft-data-api-mail.ts';
import { recordDraftedMail } from './record-drafted-mail.ts';

/**
 * Turns one data API event into one pending mail; a redelivered event adds nothing. The data API
 * publishes each threshold once a day, so one event is one mail.
 */
export async function recordDataApiMail(
  deps: { db: TNotificationDb; publicWebUrl: string },
  event: TDataApiMailEvent,
): Promise<'recorded' | 'duplicate'> {
  return recordDraftedMail(deps.db, event, draftDataApiMail(event, deps.publicWebUrl));
}
