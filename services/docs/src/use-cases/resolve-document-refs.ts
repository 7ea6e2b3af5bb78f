import type { TDocsDb } from '../db/docs-db.ts';
import { findDocumentsByRefs } from '../db/document-repository.ts';
import type { TResolvedDocumentRefs } from '../schemas/document-ref.ts';

/** Which of `refs` name a document (with its id and names) and which name none. */
export async function resolveDocumentRefs(db: TDocsDb, refs: string[]): Promise<TResolvedDocumentRefs> {
  const unique = [...new Set(refs)];
  const found = await findDocumentsByRefs(db, unique);
  const byRef = new Map(found.map((row) => [row.ref, row]));
  return {
    documents: unique.flatMap((ref) => {
      const row = byRef.get(ref);
      return row ? [{ ref, documentId: row.documentId, sportType: row.sportType, name: row.name }] : [];
    }),
    unknownRefs: unique.filter((ref) => !byRef.has(ref)),
  };
}
