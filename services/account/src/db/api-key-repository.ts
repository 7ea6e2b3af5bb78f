import { eq } from 'drizzle-orm';
import type { TAccountExecutor, TAccountTx } from './account-db.ts';
import { apiKeys, type TIpWhitelistEntry, users } from './schema.ts';

export type TApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: TAccountExecutor,
  values: typeof apiKeys.$inferInsert,
): Promise<TApiKeyRow | undefined> {
  const [row] = await db.insert(apiKeys).values(values).onConflictDoNothing({ target: apiKeys.userId }).returning();
  return row;
}

export async function findApiKeyOfUser(db: TAccountExecutor, userId: string): Promise<TApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
  return row;
}

export async function findApiKeyOfUserForUpdate(tx: TAccountTx, userId: string): Promise<TApiKeyRow | undefined> {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.userId, userId)).for('update');
  return row;
}

export async function saveApiKey(
  db: TAccountExecutor,
  userId: string,
  values: Partial<Omit<TApiKeyRow, 'userId'>>,
): Promise<TApiKeyRow> {
  const [row] = await db
    .update(apiKeys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(apiKeys.userId, userId))
    .returning();
  if (!row) throw new Error(`API key of user ${userId} vanished during an update`);
  return row;
}

/** The data API's lookup: one read through the unique index on `key_hash`, joined to the user. */
export async function findApiKeyOwnerByHash(
  db: TAccountExecutor,
  keyHash: string,
): Promise<{ userId: string; isActivated: boolean; isLocked: boolean; ipWhitelist: TIpWhitelistEntry[] } | undefined> {
  const [row] = await db
    .select({
      userId: apiKeys.userId,
      activatedAt: users.activatedAt,
      isLocked: users.isLocked,
      ipWhitelist: apiKeys.ipWhitelist,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.userId, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash));
  if (!row) return undefined;
  return {
    userId: row.userId,
    isActivated: row.activatedAt !== null,
    isLocked: row.isLocked,
    ipWhitelist: row.ipWhitelist,
  };
}
