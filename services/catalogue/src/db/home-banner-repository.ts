import { eq } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from './catalogue-db.ts';
import { homeBanners } from './schema.ts';

export async function findHomeBannerHtml(db: TCatalogueDb, lang: string): Promise<string | undefined> {
  const [row] = await db.select({ html: homeBanners.html }).from(homeBanners).where(eq(homeBanners.lang, lang));
  return row?.html;
}

export async function saveHomeBannerHtml(tx: TCatalogueTx, lang: string, html: string): Promise<void> {
  await tx
    .insert(homeBanners)
    .values({ lang, html })
    .onConflictDoUpdate({ target: homeBanners.lang, set: { html, updatedAt: new Date() } });
}
