import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type THierarchyCategory = TRouteData<'GET /api/doc/list/v2'>['hierarchy'][number];
export type THierarchyDocument = THierarchyCategory['documents'][number];

export async function getDocHierarchy(api: TApiClient, lang: TLang): Promise<THierarchyCategory[]> {
  return (await api.call('GET /api/doc/list/v2', { query: { lang } }, { isQuiet: true })).hierarchy;
}

export function getDocHierarchyQueryOptions(lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['docs', 'hierarchy', lang],
    queryFn: () => getDocHierarchy(api, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useDocHierarchy(lang: TLang) {
  return useQuery(getDocHierarchyQueryOptions(lang));
}

/** Category ids from the top of the tree down to the one holding `documentId` (empty when absent). */
export function findDocumentPath(categories: THierarchyCategory[], documentId: string): string[] {
  for (const category of categories) {
    if (category.documents.some((document) => document.documentId === documentId)) return [category.categoryId];
    const below = findDocumentPath(category.subHierarchy, documentId);
    if (below.length > 0) return [category.categoryId, ...below];
  }
  return [];
}
