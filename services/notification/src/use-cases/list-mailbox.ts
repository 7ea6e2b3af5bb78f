import { findRecentMessages, type TMessageRow } from '../db/message-repository.ts';
import type { TNotificationDeps } from '../notification-deps.ts';

/** The newest messages first, for the development mailbox. */
export async function listMailbox({ db }: TNotificationDeps, input: { limit: number }): Promise<TMessageRow[]> {
  return findRecentMessages(db, input.limit);
}
