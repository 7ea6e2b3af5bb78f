import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, eq, isNull } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { impersonationGrants, impersonationUses, users } from './schema.ts';

export type TImpersonationGrantRow = typeof impersonationGrants.$inferSelect;

export const insertImpersonationGrant = keyedRows(impersonationGrants, 'grantId', 'impersonation grant').insert;

/** A grant and what the gateway needs of its user, in one read. */
export async function findGrantWithUser(
  db: TAccountExecutor,
  where: { tokenHash: string } | { grantId: string },
): Promise<{ grant: TImpersonationGrantRow; email: string; isTester: boolean; isUserLocked: boolean } | undefined> {
  const [row] = await db
    .select({ grant: impersonationGrants, email: users.email, isTester: users.isTester, isUserLocked: users.isLocked })
    .from(impersonationGrants)
    .innerJoin(users, eq(users.userId, impersonationGrants.userId))
    .where(
      'tokenHash' in where
        ? eq(impersonationGrants.tokenHash, where.tokenHash)
        : eq(impersonationGrants.grantId, where.grantId),
    );
  return row;
}

export async function revokeImpersonationGrant(db: TAccountExecutor, grantId: string): Promise<boolean> {
  const revoked = await db
    .update(impersonationGrants)
    .set({ revokedAt: new Date() })
    .where(and(eq(impersonationGrants.grantId, grantId), isNull(impersonationGrants.revokedAt)))
    .returning({ grantId: impersonationGrants.grantId });
  return revoked.length > 0;
}

export async function insertImpersonationUse(
  db: TAccountExecutor,
  values: typeof impersonationUses.$inferInsert,
): Promise<void> {
  await db.insert(impersonationUses).values(values);
}
