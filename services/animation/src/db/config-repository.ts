import { insertNew } from '@matchwire/kit/db/keyed-rows';
import { and, eq } from 'drizzle-orm';
import type { TAnimationExecutor, TAnimationTx } from './animation-db.ts';
import { publishedConfigs, userConfigs } from './schema.ts';

export type TUserConfigRow = typeof userConfigs.$inferSelect;
export type TPublishedConfigRow = typeof publishedConfigs.$inferSelect;
export type TConfigOwner = { userId: string; animType: number };

const userConfigOf = (owner: TConfigOwner) =>
  and(eq(userConfigs.userId, owner.userId), eq(userConfigs.animType, owner.animType));
const publishedConfigOf = (owner: TConfigOwner) =>
  and(eq(publishedConfigs.userId, owner.userId), eq(publishedConfigs.animType, owner.animType));

export async function findUserConfig(db: TAnimationExecutor, owner: TConfigOwner): Promise<TUserConfigRow | undefined> {
  const [row] = await db.select().from(userConfigs).where(userConfigOf(owner));
  return row;
}

/** The config locked for the rest of the transaction: saves, publishes and status changes take turns. */
export async function findUserConfigForUpdate(
  tx: TAnimationTx,
  owner: TConfigOwner,
): Promise<TUserConfigRow | undefined> {
  const [row] = await tx.select().from(userConfigs).where(userConfigOf(owner)).for('update');
  return row;
}

/** Inserts the config unless another request did first; true when this one did. */
export async function insertUserConfigIfMissing(
  db: TAnimationExecutor,
  values: typeof userConfigs.$inferInsert,
): Promise<boolean> {
  return (await insertNew(db, userConfigs, values)) > 0;
}

export async function saveUserConfig(
  db: TAnimationExecutor,
  owner: TConfigOwner,
  changes: Partial<Omit<TUserConfigRow, 'userId' | 'animType' | 'createdAt' | 'updatedAt'>>,
): Promise<TUserConfigRow> {
  const [row] = await db
    .update(userConfigs)
    .set({ ...changes, updatedAt: new Date() })
    .where(userConfigOf(owner))
    .returning();
  if (!row) throw new Error(`animation config of ${owner.userId}/${owner.animType} vanished`);
  return row;
}

export async function findPublishedConfig(
  db: TAnimationExecutor,
  owner: TConfigOwner,
): Promise<TPublishedConfigRow | undefined> {
  const [row] = await db.select().from(publishedConfigs).where(publishedConfigOf(owner));
  return row;
}

/** Writes what widgets show now, replacing the previous publication. */
export async function upsertPublishedConfig(db: TAnimationExecutor, values: TPublishedConfigRow): Promise<void> {
  const { materials, fenceImageKey, extraFenceImageKeys, domains, version, publishedAt } = values;
  await db
    .insert(publishedConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: [publishedConfigs.userId, publishedConfigs.animType],
      set: { materials, fenceImageKey, extraFenceImageKeys, domains, version, publishedAt },
    });
}
