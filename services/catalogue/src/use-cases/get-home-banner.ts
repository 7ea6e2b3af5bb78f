import type { TLang } from '@matchwire/contracts/common/lang';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import { findHomeBannerHtml } from '../db/home-banner-repository.ts';

/**
 * The home banner of a language, English when that language has none. Sanitised again on
 * read: a row written around the service (SQL, an older policy) still cannot inject script.
 */
export async function getHomeBanner({ db }: TCatalogueDeps, lang: TLang): Promise<string> {
  const html = (await findHomeBannerHtml(db, lang)) || (lang === 'en' ? '' : await findHomeBannerHtml(db, 'en'));
  return html ? sanitizeBannerHtml(html) : '';
}
