import { and, eq, isNull } from 'drizzle-orm';
import type { TAnimationExecutor } from './animation-db.ts';
import { accessKeys } from './schema.ts';

export type TAccessKeyRow = typeof accessKeys.$inferSelect;

/** A key that is in use (not revoked); undefined for an unknown or replaced one. */
export async function findLiveAccessKey(db: TAnimationExecutor, accessKey: string): Promise<TAccessKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(and(eq(accessKeys.accessKey, accessKey), isNull(accessKeys.revokedAt)));
  return row;
}

/** The customer's key in use for a sport. */
export async function findLiveAccessKeyOf(
  db: TAnimationExecutor,
  owner: { userId: string; animType: number },
): Promise<TAccessKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(
      and(eq(accessKeys.userId, owner.userId), eq(accessKeys.animType, owner.animType), isNull(accessKeys.revokedAt)),
    );
  return row;
}

export async function insertAccessKey(
  db: TAnimationExecutor,
  values: { accessKey: string; userId: string; animType: number },
): Promise<void> {
  await db.insert(accessKeys).values(values);
}

/** Inserts the owner's first key unless it has a live one (the partial unique index decides). */
export async function insertAccessKeyIfMissing(
  db: TAnimationExecutor,
  values: { accessKey: string; userId: string; animType: number },
): Promise<void> {
  await db.insert(accessKeys).values(values).onConflictDoNothing();
}

/** Stops a key at once; the row stays, so the key is never handed out again. */
export async function revokeAccessKey(db: TAnimationExecutor, accessKey: string, at: Date): Promise<void> {
  await db.update(accessKeys).set({ revokedAt: at }).where(eq(accessKeys.accessKey, accessKey));
}
