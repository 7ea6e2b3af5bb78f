import { and, inArray, lt } from 'drizzle-orm';
import type { TNotificationDb } from './notification-db.ts';
import { messages } from './schema.ts';

/** Deletes sent and failed mails created before `cutoff`; pending ones stay until they settle. Answers how many. */
export async function deleteSettledMessagesBefore(db: TNotificationDb, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(messages)
    .where(and(inArray(messages.status, ['sent', 'failed']), lt(messages.createdAt, cutoff)))
    .returning({ id: messages.id });
  return deleted.length;
}
