import { asc } from 'drizzle-orm';
import type { TCatalogueDb } from './catalogue-db.ts';
import { systemConfigs } from './schema.ts';

export async function findAllConfigs(db: TCatalogueDb): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: systemConfigs.key, value: systemConfigs.value })
    .from(systemConfigs)
    .orderBy(asc(systemConfigs.key));
}
