import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { eq } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { users } from './schema.ts';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: TAccountExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

const userRows = keyedRows(users, 'userId', 'user');
export const findUserById = userRows.find;
export const findUserForUpdate = userRows.findForUpdate;
export const saveUser = userRows.save;

/** Inserts a user; undefined when the e-mail is already taken (unique index). */
export async function insertUser(tx: TAccountExecutor, values: TNewUser): Promise<TUserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}
