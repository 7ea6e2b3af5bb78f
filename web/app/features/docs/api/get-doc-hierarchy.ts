import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type THierarchyCategory = TRouteData<'GET /api/doc/list/v2'>['hierarchy'][number];
export type THierarchyDocument = THierarchyCategory['documents'][number];

/** GET /api/doc/list/v2: the documents' tree (categories, their documents and subcategories) in `lang`. */
export const docHierarchyQuery = routeInputQuery(
  'GET /api/doc/list/v2',
  ({ query }) => ['docs', 'hierarchy', query.lang],
  { isQuiet: true, staleTime: 5 * 60 * 1000 },
);

/** Category ids from the top of the tree down to the one holding `documentId` (empty when absent). */
export function findDocumentPath(categories: THierarchyCategory[], documentId: string): string[] {
  for (const category of categories) {
    if (category.documents.some((document) => document.documentId === documentId)) return [category.categoryId];
    const below = findDocumentPath(category.subHierarchy, documentId);
    if (below.length > 0) return [category.categoryId, ...below];
  }
  return [];
}
