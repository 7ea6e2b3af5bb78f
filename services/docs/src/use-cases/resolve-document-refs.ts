import type { TResolvedDocumentRefs } from '@matchwire/contracts/docs/document-ref';
import { findDocumentsByRefs } from '../db/document-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/** Which of `refs` name a document (with its id and names) and which name none. */
export async function resolveDocumentRefs(deps: TDocsDeps, refs: string[]): Promise<TResolvedDocumentRefs> {
  const unique = [...new Set(refs)];
  const found = await findDocumentsByRefs(deps.db, unique);
  const byRef = new Map(found.map((row) => [row.ref, row]));
  return {
    documents: unique.flatMap((ref) => {
      const row = byRef.get(ref);
      return row ? [{ ref, documentId: row.documentId, sportType: row.sportType, name: row.name }] : [];
    }),
    unknownRefs: unique.filter((ref) => !byRef.has(ref)),
  };
}
