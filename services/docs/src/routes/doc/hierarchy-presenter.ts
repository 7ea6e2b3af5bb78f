import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { THierarchyCategory } from '@matchwire/contracts/docs/document';
import type { TDocCategoryRow, TDocumentSummaryRow } from '../../db/document-repository.ts';

/** The documentation tree: root categories, their sub-categories and documents, in menu order. */
export function presentHierarchy(
  categories: TDocCategoryRow[],
  documents: TDocumentSummaryRow[],
  lang: TLang,
): THierarchyCategory[] {
  const nodes = new Map<string, THierarchyCategory>(
    categories.map((category) => [
      category.categoryId,
      { categoryId: category.categoryId, name: pickText(category.name, lang), subHierarchy: [], documents: [] },
    ]),
  );
  const roots: THierarchyCategory[] = [];
  for (const category of categories) {
    const node = nodes.get(category.categoryId)!;
    const parent = category.parentId ? nodes.get(category.parentId) : undefined;
    if (parent) parent.subHierarchy.push(node);
    else roots.push(node);
  }
  for (const document of documents) {
    nodes.get(document.categoryId)?.documents.push({
      documentId: document.documentId,
      name: pickText(document.name, lang),
      sportType: document.sportType,
      method: document.method,
      url: document.url,
      isChangeLog: document.isChangeLog,
    });
  }
  return roots;
}
