import { and, count, desc, eq } from 'drizzle-orm';
import type { TDocsDb } from './docs-db.ts';
import { articles } from './schema.ts';

export type TArticleRow = typeof articles.$inferSelect;

/** Shown articles of a type (and child type unless undefined), newest first. */
export async function findShownArticles(
  db: TDocsDb,
  filter: { typeId: number; childTypeId?: number; offset: number; limit: number },
): Promise<{ rows: TArticleRow[]; total: number }> {
  const where = and(
    eq(articles.status, 1),
    eq(articles.typeId, filter.typeId),
    filter.childTypeId === undefined ? undefined : eq(articles.childTypeId, filter.childTypeId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findShownArticle(db: TDocsDb, id: number): Promise<TArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 1)));
  return row;
}
