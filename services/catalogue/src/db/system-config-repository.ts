import { keyedValues } from '@matchwire/kit/db/keyed-rows';
import { asc } from 'drizzle-orm';
import type { TCatalogueDb } from './catalogue-db.ts';
import { systemConfigs } from './schema.ts';

export async function findAllConfigs(db: TCatalogueDb): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: systemConfigs.key, value: systemConfigs.value })
    .from(systemConfigs)
    .orderBy(asc(systemConfigs.key));
}

const configValues = keyedValues(systemConfigs, 'key', 'value');
export const findConfigValue = configValues.find;
export const saveConfigValue = configValues.save;
