import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findAllConfigs } from '../db/system-config-repository.ts';
import { isKnownConfigKey, noticeConfigKeys } from '../schemas/system-config.ts';

/**
 * The public system configuration; only known keys are kept (SPEC.md section 3). A notice
 * switched off with a leading '#' is answered empty, so no client can show it by mistake.
 */
export async function getSystemConfig(db: TCatalogueDb): Promise<{ key: string; value: string }[]> {
  const rows = await findAllConfigs(db);
  return rows
    .filter((row) => isKnownConfigKey(row.key))
    .map((row) =>
      noticeConfigKeys.includes(row.key as never) && row.value.trimStart().startsWith('#')
        ? { key: row.key, value: '' }
        : row,
    );
}
