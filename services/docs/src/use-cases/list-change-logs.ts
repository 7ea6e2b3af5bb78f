import { findChangeLogsOfDocument, findChangeLogsOfSport, type TChangeLogRow } from '../db/change-log-repository.ts';
import type { TDocsDb } from '../db/docs-db.ts';
import type { TChangeLog } from '../schemas/change-log.ts';
import { pickText, type TLang } from '../schemas/localized.ts';

/** Change logs of one document, newest first (an unknown document simply has none). */
export async function listDocumentChangeLogs(db: TDocsDb, documentId: string, lang: TLang): Promise<TChangeLog[]> {
  return (await findChangeLogsOfDocument(db, documentId)).map((row) => toChangeLog(row, lang));
}

/** Change logs of every document of a sport, newest first. */
export async function listSportChangeLogs(db: TDocsDb, sportType: number, lang: TLang): Promise<TChangeLog[]> {
  return (await findChangeLogsOfSport(db, sportType)).map((row) => toChangeLog(row, lang));
}

function toChangeLog(row: TChangeLogRow, lang: TLang): TChangeLog {
  return {
    logId: row.logId,
    documentId: row.documentId,
    title: pickText(row.title, lang),
    content: pickText(row.content, lang),
    createDate: row.createdAt.toISOString(),
  };
}
