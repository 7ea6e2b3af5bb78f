import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDocsDb } from './docs-db.ts';
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

const documentRows = keyedRows(documents, 'documentId', 'document');
export const findDocument = documentRows.find;
export const findDocumentForUpdate = documentRows.findForUpdate;
export const saveDocument = documentRows.save;

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

export const findDocCategory = keyedRows(docCategories, 'categoryId', 'document category').find;
