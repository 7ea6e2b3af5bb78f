import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findHomeBannerHtml } from '../db/home-banner-repository.ts';
import type { TLang } from '../schemas/lang.ts';

/**
 * The home banner of a language, English when that language has none. Sanitised again on
 * read: a row written around the service (SQL, an older policy) still cannot inject script.
 */
export async function getHomeBanner(db: TCatalogueDb, lang: TLang): Promise<string> {
  const html = (await findHomeBannerHtml(db, lang)) || (lang === 'en' ? '' : await findHomeBannerHtml(db, 'en'));
  return html ? sanitizeBannerHtml(html) : '';
}
