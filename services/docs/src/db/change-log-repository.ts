import { desc, eq } from 'drizzle-orm';
import type { TDocsDb } from './docs-db.ts';
import { changeLogs } from './schema.ts';

export type TChangeLogRow = typeof changeLogs.$inferSelect;

/** Newest first. */
export async function findChangeLogsOfDocument(db: TDocsDb, documentId: string): Promise<TChangeLogRow[]> {
  return db
    .select()
    .from(changeLogs)
    .where(eq(changeLogs.documentId, documentId))
    .orderBy(desc(changeLogs.createdAt), desc(changeLogs.logId));
}

/** Newest first. */
export async function findChangeLogsOfSport(db: TDocsDb, sportType: number): Promise<TChangeLogRow[]> {
  return db
    .select()
    .from(changeLogs)
    .where(eq(changeLogs.sportType, sportType))
    .orderBy(desc(changeLogs.createdAt), desc(changeLogs.logId));
}
