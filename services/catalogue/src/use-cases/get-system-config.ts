import type { TLang } from '@matchwire/contracts/common/lang';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findAllConfigs, findConfigValue } from '../db/system-config-repository.ts';
import { isKnownConfigKey, noticeConfigKeys, pickConfigValue } from '../system-config/config-values.ts';

/**
 * The public system configuration in a language; only known keys are kept (SPEC.md section 3),
 * localized values (FAQ keywords, notices) answered in that language. A notice switched off with
 * a leading '#' is answered empty, so no client can show it by mistake.
 */
export async function getSystemConfig({ db }: TCatalogueDeps, lang: TLang): Promise<{ key: string; value: string }[]> {
  const rows = await findAllConfigs(db);
  return rows
    .filter((row) => isKnownConfigKey(row.key))
    .map((row) => ({ key: row.key, value: pickConfigValue(row.key, row.value, lang) }))
    .map((row) =>
      noticeConfigKeys.includes(row.key as never) && row.value.trimStart().startsWith('#')
        ? { key: row.key, value: '' }
        : row,
    );
}

/** One value as stored, for another service that applies its own default when it was never set. */
export async function getSystemConfigValue(
  { db }: TCatalogueDeps,
  key: string,
): Promise<{ key: string; value: string | null }> {
  return { key, value: (await findConfigValue(db, key)) ?? null };
}
