import type { THierarchyCategory, THierarchyDocument } from './get-doc-hierarchy';

/**
 * SPEC 9 id prefixes besides documents (`news_…` and numbers): `c_…` a category, `st_<sportType>`
 * the change logs of a sport, `log_…` one change log. `/docs?id=` accepts them and leads to the
 * page that shows them: a category's first document; the change-log page at the sport's or the
 * entry's anchor. Undefined for a document id, or an id the tree does not know.
 */
export function resolveDocAddress(
  hierarchy: THierarchyCategory[],
  id: string,
): { documentId: string; anchor?: string } | undefined {
  if (id.startsWith('c_')) {
    const category = findCategory(hierarchy, id);
    const first = category && firstDocument([category]);
    return first ? { documentId: first.documentId } : undefined;
  }
  if (/^st_[1-3]$/.test(id) || /^log_[\w-]+$/.test(id)) {
    const changeLog = findDocument(hierarchy, (document) => document.isChangeLog === true);
    return changeLog ? { documentId: changeLog.documentId, anchor: id } : undefined;
  }
  return undefined;
}

function findCategory(categories: THierarchyCategory[], categoryId: string): THierarchyCategory | undefined {
  for (const category of categories) {
    if (category.categoryId === categoryId) return category;
    const below = findCategory(category.subHierarchy, categoryId);
    if (below) return below;
  }
  return undefined;
}

/** The first document in menu order: a category's own documents before those of its sub-categories. */
function firstDocument(categories: THierarchyCategory[]): THierarchyDocument | undefined {
  return findDocument(categories, () => true);
}

function findDocument(
  categories: THierarchyCategory[],
  matches: (document: THierarchyDocument) => boolean,
): THierarchyDocument | undefined {
  for (const category of categories) {
    const own = category.documents.find(matches);
    if (own) return own;
    const below = findDocument(category.subHierarchy, matches);
    if (below) return below;
  }
  return undefined;
}
