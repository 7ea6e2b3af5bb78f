import type { TLang } from '@matchwire/contracts/common/lang';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import { saveHomeBannerHtml } from '../db/home-banner-repository.ts';
import { siteContentChangedEvent } from '../events/publishers/site-content-changed.ts';

/**
 * Stores the home banner of a language, sanitised, and records `catalogue.site-content-changed.v1`
 * in the outbox in the same transaction (caches of the banner drop it); answers what was stored.
 */
export async function setHomeBanner(deps: TCatalogueDeps, input: { lang: TLang; html: string }): Promise<string> {
  const html = sanitizeBannerHtml(input.html);
  await deps.outbox.inTransaction(async (tx, publish) => {
    await saveHomeBannerHtml(tx, input.lang, html);
    await publish(siteContentChangedEvent('home-banner', input.lang));
  });
  return html;
}
