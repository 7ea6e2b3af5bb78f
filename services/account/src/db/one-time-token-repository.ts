import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TAccountExecutor, TAccountTx } from './account-db.ts';
import { oneTimeTokens, type TTokenPurpose } from './schema.ts';

export type TOneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export const insertOneTimeToken = keyedRows(oneTimeTokens, 'tokenId', 'link').insert;

/** When the last link of this purpose was sent to the user (for the 2-minute resend rule). */
export async function findLastTokenIssuedAt(
  db: TAccountExecutor,
  userId: string,
  purpose: TTokenPurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: oneTimeTokens.createdAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/**
 * A link, locked for the transaction: by its id (in the mail's URL or an event) or by the hash of
 * its secret; of one purpose, or of any when none is given (the notification service mails any).
 */
export async function findTokenForUpdate(
  tx: TAccountTx,
  by: { tokenId: string } | { secretHash: string },
  purpose?: TTokenPurpose,
): Promise<TOneTimeTokenRow | undefined> {
  const match = 'tokenId' in by ? eq(oneTimeTokens.tokenId, by.tokenId) : eq(oneTimeTokens.secretHash, by.secretHash);
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(purpose ? and(match, eq(oneTimeTokens.purpose, purpose)) : match)
    .for('update');
  return row;
}

/** Gives a link a new secret (its SHA-256); an earlier secret of the link stops working. */
export async function setTokenSecretHash(tx: TAccountTx, tokenId: string, secretHash: string): Promise<void> {
  await tx.update(oneTimeTokens).set({ secretHash }).where(eq(oneTimeTokens.tokenId, tokenId));
}

/** Spends every unused link of this purpose of the user (the one used, and older ones). */
export async function spendUserTokens(tx: TAccountExecutor, userId: string, purpose: TTokenPurpose): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
