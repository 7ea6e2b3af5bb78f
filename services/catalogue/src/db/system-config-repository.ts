import { asc, eq } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from './catalogue-db.ts';
import { systemConfigs } from './schema.ts';

export async function findAllConfigs(db: TCatalogueDb): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: systemConfigs.key, value: systemConfigs.value })
    .from(systemConfigs)
    .orderBy(asc(systemConfigs.key));
}

export async function findConfigValue(db: TCatalogueDb, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: systemConfigs.value }).from(systemConfigs).where(eq(systemConfigs.key, key));
  return row?.value;
}

export async function saveConfigValue(tx: TCatalogueTx, key: string, value: string): Promise<void> {
  await tx
    .insert(systemConfigs)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConfigs.key, set: { value, updatedAt: new Date() } });
}
