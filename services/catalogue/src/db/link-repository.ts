import { asc, eq, and, sql } from 'drizzle-orm';
import type { TCatalogueDb } from './catalogue-db.ts';
import { links } from './schema.ts';

export async function findEnabledLinks(db: TCatalogueDb) {
  return db
    .select({
      linkId: links.linkId,
      url: links.url,
      webName: links.webName,
      webNameTranslations: links.webNameTranslations,
      order: links.sortOrder,
    })
    .from(links)
    .where(eq(links.isEnabled, true))
    .orderBy(asc(links.sortOrder), asc(links.linkId));
}

/** Counts one click in a single statement, so concurrent clicks are all counted; undefined for an unknown link. */
export async function incrementLinkClicks(db: TCatalogueDb, linkId: number): Promise<number | undefined> {
  const [row] = await db
    .update(links)
    .set({ clicks: sql`${links.clicks} + 1` })
    .where(and(eq(links.linkId, linkId), eq(links.isEnabled, true)))
    .returning({ clicks: links.clicks });
  return row?.clicks;
}
