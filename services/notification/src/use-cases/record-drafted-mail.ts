import type { TNotificationDb } from '../db/notification-db.ts';
import { insertMessage } from '../db/message-repository.ts';
import type { TMailDraft } from './draft-account-mail.ts';

/**
 * Records the mail drafted from one event as pending, in its own transaction. The unique event id
 * makes a redelivered event add nothing (`duplicate`).
 */
export async function recordDraftedMail(
  db: TNotificationDb,
  event: { id: string; type: string },
  draft: TMailDraft,
): Promise<'recorded' | 'duplicate'> {
  const isInserted = await db.transaction((tx) =>
    insertMessage(tx, { eventId: event.id, eventType: event.type, ...draft }),
  );
  return isInserted ? 'recorded' : 'duplicate';
}
