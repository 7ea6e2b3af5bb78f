import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findEnabledLinks } from '../db/link-repository.ts';

/** The partner links of the footer, by their order, named in the request's language (English when untranslated). */
export async function listLinks({ db }: TCatalogueDeps, lang: TLang) {
  const rows = await findEnabledLinks(db);
  return rows.map(({ webNameTranslations, ...link }) => ({
    ...link,
    webName: pickText({ ...webNameTranslations, en: link.webName }, lang),
  }));
}
