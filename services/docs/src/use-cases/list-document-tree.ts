import {
  findAllDocCategories,
  findAllDocumentSummaries,
  type TDocCategoryRow,
  type TDocumentSummaryRow,
} from '../db/document-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/** Every documentation category and every document's summary, each in menu order. */
export async function listDocumentTree(
  deps: TDocsDeps,
): Promise<{ categories: TDocCategoryRow[]; documents: TDocumentSummaryRow[] }> {
  const [categories, documents] = await Promise.all([findAllDocCategories(deps.db), findAllDocumentSummaries(deps.db)]);
  return { categories, documents };
}
