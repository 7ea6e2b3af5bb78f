import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZHierarchyDocument = z.object({
  documentId: z.string(),
  name: z.string(),
  sportType: z.optional(z.nullable(z.number())),
  method: z.optional(z.nullable(z.number())),
  url: z.optional(z.nullable(z.string())),
  isChangeLog: z.optional(z.boolean()),
});
export type THierarchyDocument = z.infer<typeof ZHierarchyDocument>;

export type THierarchyCategory = {
  categoryId: string;
  name: string;
  subHierarchy: THierarchyCategory[];
  documents: THierarchyDocument[];
};

const ZHierarchyCategory: z.ZodMiniType<THierarchyCategory> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    subHierarchy: z._default(z.array(ZHierarchyCategory), []),
    documents: z._default(z.array(ZHierarchyDocument), []),
  }),
);

const ZHierarchy = z.object({ hierarchy: z.array(ZHierarchyCategory) });

export async function getDocHierarchy(api: TApiClient, lang: TLang): Promise<THierarchyCategory[]> {
  const data = await api.get<unknown>('/api/doc/list/v2', { lang }, { isQuiet: true });
  return ZHierarchy.parse(data).hierarchy;
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
