import { asc, eq, inArray } from 'drizzle-orm';
import type { TDocsDb, TDocsTx } from './docs-db.ts';
import { docCategories, documents } from './schema.ts';

export type TDocCategoryRow = typeof docCategories.$inferSelect;
export type TDocumentRow = typeof documents.$inferSelect;
export type TDocumentSummaryRow = Pick<
  TDocumentRow,
  'documentId' | 'categoryId' | 'name' | 'sportType' | 'method' | 'url' | 'isChangeLog'
>;

export async function findAllDocCategories(db: TDocsDb): Promise<TDocCategoryRow[]> {
  return db.select().from(docCategories).orderBy(asc(docCategories.sortOrder), asc(docCategories.categoryId));
}

/** The columns the documentation tree shows, in menu order. */
export async function findAllDocumentSummaries(db: TDocsDb): Promise<TDocumentSummaryRow[]> {
  return db
    .select({
      documentId: documents.documentId,
      categoryId: documents.categoryId,
      name: documents.name,
      sportType: documents.sportType,
      method: documents.method,
      url: documents.url,
      isChangeLog: documents.isChangeLog,
    })
    .from(documents)
    .orderBy(asc(documents.sortOrder), asc(documents.documentId));
}

export async function findDocument(db: TDocsDb, documentId: string): Promise<TDocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.documentId, documentId));
  return row;
}

export async function findDocumentByRef(db: TDocsDb, ref: string): Promise<TDocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.ref, ref));
  return row;
}

export type TDocumentRefRow = Pick<TDocumentRow, 'documentId' | 'name' | 'sportType'> & { ref: string };

/** The documents carrying any of `refs` (those that exist). */
export async function findDocumentsByRefs(db: TDocsDb, refs: string[]): Promise<TDocumentRefRow[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      ref: documents.ref,
      documentId: documents.documentId,
      name: documents.name,
      sportType: documents.sportType,
    })
    .from(documents)
    .where(inArray(documents.ref, refs));
  return rows.flatMap((row) => (row.ref ? [{ ...row, ref: row.ref }] : []));
}

export async function findDocCategory(db: TDocsDb, categoryId: string): Promise<TDocCategoryRow | undefined> {
  const [row] = await db.select().from(docCategories).where(eq(docCategories.categoryId, categoryId));
  return row;
}

export async function findDocumentForUpdate(tx: TDocsTx, documentId: string): Promise<TDocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.documentId, documentId)).for('update');
  return row;
}

export async function saveDocument(
  tx: TDocsTx,
  documentId: string,
  values: Partial<Omit<TDocumentRow, 'documentId' | 'createdAt'>>,
): Promise<TDocumentRow> {
  const [row] = await tx
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documents.documentId, documentId))
    .returning();
  return row!;
}
