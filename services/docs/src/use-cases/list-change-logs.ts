import { findChangeLogsOfDocument, findChangeLogsOfSport, type TChangeLogRow } from '../db/change-log-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/** Change logs of one document, newest first (an unknown document simply has none). */
export async function listDocumentChangeLogs(deps: TDocsDeps, documentId: string): Promise<TChangeLogRow[]> {
  return findChangeLogsOfDocument(deps.db, documentId);
}

/** Change logs of every document of a sport, newest first. */
export async function listSportChangeLogs(deps: TDocsDeps, sportType: number): Promise<TChangeLogRow[]> {
  return findChangeLogsOfSport(deps.db, sportType);
}
