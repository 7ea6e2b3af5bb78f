import type { Logger } from '@matchwire/kit/logger';
import type { TNotificationDb } from '../db/notification-db.ts';
import { insertMessage } from '../db/message-repository.ts';
import { rememberRecipient } from '../db/recipient-repository.ts';
import type { TAccountMailEvent } from '../events/account-mail-events.ts';
import { draftAccountMail, recipientFactsOf } from './draft-account-mail.ts';

export type TRecordOutcome = 'recorded' | 'duplicate' | 'no-recipient';

/**
 * Turns one account event into one pending mail, in one transaction with what it tells about
 * the user. The unique event id makes a redelivered event add nothing. The consumer has checked
 * the payload against its definition (an event breaking it never gets here); database errors are
 * thrown so the bus redelivers.
 */
export async function recordAccountMail(
  deps: { db: TNotificationDb; logger: Logger; publicWebUrl: string },
  event: TAccountMailEvent,
): Promise<TRecordOutcome> {
  return deps.db.transaction(async (tx) => {
    const known = await rememberRecipient(tx, recipientFactsOf(event));
    const draft = draftAccountMail(event, known, deps.publicWebUrl);
    if (!draft) {
      deps.logger.warn(
        { eventId: event.id, eventType: event.type, userId: event.payload.userId },
        'no known address for this user; mail not sent',
      );
      return 'no-recipient';
    }
    const isInserted = await insertMessage(tx, { eventId: event.id, eventType: event.type, ...draft });
    return isInserted ? 'recorded' : 'duplicate';
  });
}
