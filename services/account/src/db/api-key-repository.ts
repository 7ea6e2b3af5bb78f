import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { eq } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { apiKeys, type TIpWhitelistEntry, users } from './schema.ts';

export type TApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: TAccountExecutor,
  values: typeof apiKeys.$inferInsert,
): Promise<TApiKeyRow | undefined> {
  const [row] = await db.insert(apiKeys).values(values).onConflictDoNothing({ target: apiKeys.userId }).returning();
  return row;
}

/** A user has at most one API key, so its rows are found by the user's id. */
const apiKeyRows = keyedRows(apiKeys, 'userId', 'API key of user');
export const findApiKeyOfUser = apiKeyRows.find;
export const findApiKeyOfUserForUpdate = apiKeyRows.findForUpdate;
export const saveApiKey = apiKeyRows.save;

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
