import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findAllConfigs } from '../db/system-config-repository.ts';
import { isKnownConfigKey } from '../schemas/system-config.ts';

/** The public system configuration; only known keys are kept (SPEC.md section 3). */
export async function getSystemConfig(db: TCatalogueDb): Promise<{ key: string; value: string }[]> {
  const rows = await findAllConfigs(db);
  return rows.filter((row) => isKnownConfigKey(row.key));
}
