import type { TNotificationDb } from '../db/notification-db.ts';
import type { TBillingMailEvent } from '../events/billing-mail-events.ts';
import { draftBillingMail } from './draft-billing-mail.ts';
import { recordDraftedMail } from './record-drafted-mail.ts';

/**
 * Turns one billing event into one pending mail; a redelivered event adds nothing. The consumer
 * has checked the payload against its definition; database errors are thrown so the bus redelivers.
 */
export async function recordBillingMail(
  deps: { db: TNotificationDb; publicWebUrl: string },
  event: TBillingMailEvent,
): Promise<'recorded' | 'duplicate'> {
  return recordDraftedMail(deps.db, event, draftBillingMail(event, deps.publicWebUrl));
}
