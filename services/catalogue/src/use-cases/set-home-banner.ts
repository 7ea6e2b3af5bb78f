import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { saveHomeBannerHtml } from '../db/home-banner-repository.ts';
import { eventTables } from '../db/schema.ts';
import { siteContentChangedEvent } from '../events/publishers/site-content-changed.ts';
import type { TLang } from '../schemas/lang.ts';

/**
 * Stores the home banner of a language, sanitised, and records `catalogue.site-content-changed.v1`
 * in the outbox in the same transaction (caches of the banner drop it); answers what was stored.
 */
export async function setHomeBanner(db: TCatalogueDb, input: { lang: TLang; html: string }): Promise<string> {
  const html = sanitizeBannerHtml(input.html);
  await db.transaction(async (tx) => {
    await saveHomeBannerHtml(tx, input.lang, html);
    await enqueueEvents(tx, eventTables, [siteContentChangedEvent('home-banner', input.lang)]);
  });
  return html;
}
