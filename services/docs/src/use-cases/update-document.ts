import type { TDocumentChanges } from '@matchwire/contracts/docs/document';
import { AppError } from '@matchwire/kit/errors/app-error';
import {
  findDocCategory,
  findDocumentForUpdate,
  saveDocument,
  type TDocCategoryRow,
  type TDocumentRow,
} from '../db/document-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';
import { contentChangedEvent } from '../events/publishers/content-changed.ts';

/** Changes a document and writes `docs.content-changed.v1` with it, in one transaction. */
export async function updateDocument(
  deps: TDocsDeps,
  documentId: string,
  changes: TDocumentChanges,
): Promise<{ document: TDocumentRow; category: TDocCategoryRow | undefined }> {
  const document = await deps.outbox.inTransaction(async (tx, publish) => {
    const existing = await findDocumentForUpdate(tx, documentId);
    if (!existing) throw new AppError('objectNotFound', 'Document not found');
    const saved = await saveDocument(tx, documentId, {
      ...changes,
      ...(changes.name ? { englishName: changes.name.en } : {}),
    });
    await publish(contentChangedEvent('document', documentId));
    return saved;
  });
  return { document, category: await findDocCategory(deps.db, document.categoryId) };
}
