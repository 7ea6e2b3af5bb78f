import { captureTraceContext } from '@matchwire/kit/telemetry';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TNotificationDb, TNotificationTx } from './notification-db.ts';
import { messages } from './schema.ts';

export type TMessageRow = typeof messages.$inferSelect;
export type TNewMessage = Pick<
  TMessageRow,
  'eventId' | 'eventType' | 'recipient' | 'language' | 'subject' | 'html' | 'text'
> &
  Partial<Pick<TMessageRow, 'linkId'>>;

/**
 * Records a mail to send, with the active trace (the consumed event's), which its sending
 * continues; false when a mail for this event id already exists (redelivery).
 */
export async function insertMessage(tx: TNotificationTx, message: TNewMessage): Promise<boolean> {
  const inserted = await tx
    .insert(messages)
    .values({ ...message, traceContext: captureTraceContext() })
    .onConflictDoNothing({ target: messages.eventId })
    .returning({ id: messages.id });
  return inserted.length > 0;
}

export async function hasMessageForEvent(db: TNotificationDb, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: messages.id }).from(messages).where(eq(messages.eventId, eventId)).limit(1);
  return rows.length > 0;
}

/**
 * Claims due pending messages for one sender: counts the attempt and pushes `next_attempt_at`
 * past the lease, so another replica (SKIP LOCKED) or a later poll leaves them alone while they
 * are being sent, and a sender that dies mid-send only delays them by the lease.
 */
export async function claimDueMessages(
  db: TNotificationDb,
  options: { limit: number; leaseMs: number },
): Promise<TMessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.status, 'pending'), lte(messages.nextAttemptAt, sql`now()`)))
      .orderBy(asc(messages.nextAttemptAt), asc(messages.createdAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(messages)
      .set({
        attempts: sql`${messages.attempts} + 1`,
        nextAttemptAt: sql`now() + ${options.leaseMs} * interval '1 millisecond'`,
      })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markMessageSent(db: TNotificationDb, id: string): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(messages.id, id));
}

export async function scheduleMessageRetry(
  db: TNotificationDb,
  id: string,
  options: { error: string; delayMs: number },
): Promise<void> {
  await db
    .update(messages)
    .set({ lastError: options.error, nextAttemptAt: sql`now() + ${options.delayMs} * interval '1 millisecond'` })
    .where(eq(messages.id, id));
}

export async function markMessageFailed(db: TNotificationDb, id: string, error: string): Promise<void> {
  await db.update(messages).set({ status: 'failed', lastError: error }).where(eq(messages.id, id));
}

export async function findRecentMessages(db: TNotificationDb, limit: number): Promise<TMessageRow[]> {
  return db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
}

export async function findMessage(db: TNotificationDb, id: string): Promise<TMessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}
