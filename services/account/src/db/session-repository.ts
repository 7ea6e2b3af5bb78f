import { and, eq, isNull } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { sessions, users } from './schema.ts';

export type TSessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: TAccountExecutor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session and whether its user may still be signed in, in one read. */
export async function findSessionWithUser(
  db: TAccountExecutor,
  sessionId: string,
): Promise<{ session: TSessionRow; isUserLocked: boolean } | undefined> {
  const [row] = await db
    .select({ session: sessions, isUserLocked: users.isLocked })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.sessionId, sessionId));
  return row;
}

export async function revokeSession(db: TAccountExecutor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: TAccountExecutor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
