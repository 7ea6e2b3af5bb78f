import { eq } from 'drizzle-orm';
import type { TAccountExecutor, TAccountTx } from './account-db.ts';
import { users } from './schema.ts';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: TAccountExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: TAccountExecutor, userId: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

export async function findUserForUpdate(tx: TAccountTx, userId: string): Promise<TUserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
  return row;
}

/** Inserts a user; undefined when the e-mail is already taken (unique index). */
export async function insertUser(tx: TAccountExecutor, values: TNewUser): Promise<TUserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function saveUser(
  db: TAccountExecutor,
  userId: string,
  values: Partial<Omit<TUserRow, 'userId' | 'createdAt'>>,
): Promise<TUserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.userId, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during an update`);
  return row;
}
