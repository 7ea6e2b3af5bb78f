import { eq, sql } from 'drizzle-orm';
import type { TNotificationTx } from './notification-db.ts';
import { recipients } from './schema.ts';

export type TRecipient = typeof recipients.$inferSelect;

/** What one event says about a user's address and language; either may be unknown. */
export type TRecipientFacts = { userId: string; email?: string; language?: string; eventTime: Date };

/**
 * Applies what an event says about a user, unless a newer event already did, and returns what
 * is known now. Only an event with an address can add a user.
 */
export async function rememberRecipient(tx: TNotificationTx, facts: TRecipientFacts): Promise<TRecipient | undefined> {
  const isNotOlder = sql`${recipients.eventTime} <= ${facts.eventTime}`;
  if (facts.email !== undefined) {
    await tx
      .insert(recipients)
      .values({
        userId: facts.userId,
        email: facts.email,
        language: facts.language ?? 'en',
        eventTime: facts.eventTime,
      })
      .onConflictDoUpdate({
        target: recipients.userId,
        set: {
          email: facts.email,
          language: facts.language ?? sql`${recipients.language}`,
          eventTime: facts.eventTime,
        },
        setWhere: isNotOlder,
      });
  } else if (facts.language !== undefined) {
    await tx
      .update(recipients)
      .set({ language: facts.language, eventTime: facts.eventTime })
      .where(sql`${recipients.userId} = ${facts.userId} and ${isNotOlder}`);
  }
  const [recipient] = await tx.select().from(recipients).where(eq(recipients.userId, facts.userId));
  return recipient;
}
