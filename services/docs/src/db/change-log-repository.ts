import { desc, eq, type SQL } from 'drizzle-orm';
import type { TDocsDb } from './docs-db.ts';
import { changeLogs } from './schema.ts';

export type TChangeLogRow = typeof changeLogs.$inferSelect;

/** Newest first. */
function findChangeLogs(db: TDocsDb, where: SQL): Promise<TChangeLogRow[]> {
  return db.select().from(changeLogs).where(where).orderBy(desc(changeLogs.createdAt), desc(changeLogs.logId));
}

export async function findChangeLogsOfDocument(db: TDocsDb, documentId: string): Promise<TChangeLogRow[]> {
  return findChangeLogs(db, eq(changeLogs.documentId, documentId));
}

export async function findChangeLogsOfSport(db: TDocsDb, sportType: number): Promise<TChangeLogRow[]> {
  return findChangeLogs(db, eq(changeLogs.sportType, sportType));
}
