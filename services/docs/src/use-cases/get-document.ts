import { isDocumentRef } from '@matchwire/contracts/docs/document-ref';
import { AppError } from '@matchwire/kit/errors/app-error';
import {
  findDocCategory,
  findDocument,
  findDocumentByRef,
  type TDocCategoryRow,
  type TDocumentRow,
} from '../db/document-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/**
 * One document (guide or API reference page) and its category, by its id or by its stable
 * reference (`football.pre-match-odds`, what product pages link by); unknown → 10004.
 */
export async function getDocument(
  deps: TDocsDeps,
  id: string,
): Promise<{ document: TDocumentRow; category: TDocCategoryRow | undefined }> {
  const document = isDocumentRef(id) ? await findDocumentByRef(deps.db, id) : await findDocument(deps.db, id);
  if (!document) throw new AppError('objectNotFound', 'Document not found');
  return { document, category: await findDocCategory(deps.db, document.categoryId) };
}
