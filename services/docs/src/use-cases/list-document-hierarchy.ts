import type { TDocsDb } from '../db/docs-db.ts';
import { findAllDocCategories, findAllDocumentSummaries } from '../db/document-repository.ts';
import type { THierarchyCategory } from '../schemas/document.ts';
import { pickText, type TLang } from '../schemas/localized.ts';

/** The documentation tree: root categories, their sub-categories and documents, in menu order. */
export async function listDocumentHierarchy(db: TDocsDb, lang: TLang): Promise<THierarchyCategory[]> {
  const [categories, documents] = await Promise.all([findAllDocCategories(db), findAllDocumentSummaries(db)]);
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
