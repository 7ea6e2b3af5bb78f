import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findEnabledLinks } from '../db/link-repository.ts';
import { pickText, type TLang } from '../schemas/lang.ts';

/** The partner links of the footer, by their order, named in the request's language (English when untranslated). */
export async function listLinks(db: TCatalogueDb, lang: TLang) {
  const rows = await findEnabledLinks(db);
  return rows.map(({ webNameTranslations, ...link }) => ({
    ...link,
    webName: pickText({ ...webNameTranslations, en: link.webName }, lang),
  }));
}
