import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { saveHomeBannerHtml } from '../db/home-banner-repository.ts';
import type { TLang } from '../schemas/lang.ts';

/** Stores the home banner of a language, sanitised; answers what was stored. */
export async function setHomeBanner(db: TCatalogueDb, input: { lang: TLang; html: string }): Promise<string> {
  const html = sanitizeBannerHtml(input.html);
  await saveHomeBannerHtml(db, input.lang, html);
  return html;
}
