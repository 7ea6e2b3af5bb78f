import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDocsDb } from '../db/docs-db.ts';
import { findDocCategory, findDocumentForUpdate, saveDocument } from '../db/document-repository.ts';
import { eventTables } from '../db/schema.ts';
import { contentChangedEvent } from '../events/publishers/content-changed.ts';
import type { TDocument, TDocumentChanges } from '../schemas/document.ts';
import { toDocument } from './get-document.ts';

/**
 * Changes a document and records `docs.content-changed.v1` in the outbox in the same
 * transaction; answers the document in English, as the back office edits it.
 */
export async function updateDocument(db: TDocsDb, documentId: string, changes: TDocumentChanges): Promise<TDocument> {
  const updated = await db.transaction(async (tx) => {
    const existing = await findDocumentForUpdate(tx, documentId);
    if (!existing) throw new AppError('objectNotFound', 'Document not found');
    const saved = await saveDocument(tx, documentId, {
      ...changes,
      ...(changes.name ? { englishName: changes.name.en } : {}),
    });
    await enqueueEvents(tx, eventTables, [contentChangedEvent('document', documentId)]);
    return saved;
  });
  const category = await findDocCategory(db, updated.categoryId);
  return toDocument(updated, category?.name.en ?? '', 'en');
}
