import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDocsDb } from './docs-db.ts';
import { faqCategories, faqs } from './schema.ts';

export type TFaqRow = typeof faqs.$inferSelect;
export type TFaqCategoryRow = typeof faqCategories.$inferSelect;
export type TFaqOrder = 'createdAt' | 'updatedAt' | 'hotScore' | 'readNumber' | 'customOrder';

export type TFaqFilter = {
  categoryIds?: number[];
  faqId?: number;
  /** Already normalised with normalizeSearchText. */
  text?: string;
  orderBy: TFaqOrder[];
  isDescending: boolean;
  offset: number;
  limit: number;
};

const orderColumns: Record<TFaqOrder, PgColumn> = {
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
  hotScore: faqs.hotScore,
  readNumber: faqs.readNumber,
  customOrder: faqs.customOrder,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function conditionsOf(filter: TFaqFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(faqs.status, 1)];
  if (filter.categoryIds) conditions.push(inArray(faqs.categoryId, filter.categoryIds));
  if (filter.faqId !== undefined) conditions.push(eq(faqs.faqId, filter.faqId));
  if (filter.text) {
    // Words in any order (full text, 'simple' keeps every word as typed) or the phrase itself
    // (substring, also inside a word: "webhook" finds "webhooks").
    conditions.push(
      or(
        sql`${faqs.searchVector} @@ plainto_tsquery('simple'::regconfig, ${filter.text})`,
        ilike(faqs.searchText, `%${escapeLike(filter.text)}%`),
      ),
    );
  }
  return and(...conditions);
}

/** Shown FAQs matching the filter, one page of them and how many match in all. */
export async function searchShownFaqs(db: TDocsDb, filter: TFaqFilter): Promise<{ rows: TFaqRow[]; total: number }> {
  const where = conditionsOf(filter);
  const direction = filter.isDescending ? desc : asc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(...filter.orderBy.map((order) => direction(orderColumns[order])), direction(faqs.faqId))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(faqs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAllFaqCategories(db: TDocsDb): Promise<TFaqCategoryRow[]> {
  return db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder), asc(faqCategories.categoryId));
}

/** Shown FAQs per category id (own articles only). */
export async function countShownFaqsByCategory(db: TDocsDb): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: faqs.categoryId, total: count() })
    .from(faqs)
    .where(eq(faqs.status, 1))
    .groupBy(faqs.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}

/** Counts one more read of a shown FAQ and returns it; undefined when absent or hidden. */
export async function recordFaqRead(db: TDocsDb, faqId: number): Promise<TFaqRow | undefined> {
  const [row] = await db
    .update(faqs)
    .set({ readNumber: sql`${faqs.readNumber} + 1` })
    .where(and(eq(faqs.faqId, faqId), eq(faqs.status, 1)))
    .returning();
  return row;
}

export async function findShownFaqQuestions(
  db: TDocsDb,
  faqIds: number[],
): Promise<Pick<TFaqRow, 'faqId' | 'question'>[]> {
  if (faqIds.length === 0) return [];
  return db
    .select({ faqId: faqs.faqId, question: faqs.question })
    .from(faqs)
    .where(and(inArray(faqs.faqId, faqIds), eq(faqs.status, 1)));
}
