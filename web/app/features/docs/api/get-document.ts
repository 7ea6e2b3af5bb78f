import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** SPEC 2: without `id` the docs page opens the introduction. */
export const DEFAULT_DOCUMENT_ID = 'news_0';
/** Request method enumeration (SPEC 3). */
export const REQUEST_METHOD = { 1: 'GET', 2: 'POST' } as const;

const text = z.optional(z.nullable(z.string()));

const ZDocument = z.object({
  documentId: z.string(),
  category: z.optional(z.nullable(z.object({ categoryId: z.string(), name: z.string() }))),
  name: z.string(),
  englishName: z.optional(z.nullable(z.string())),
  sportType: z.optional(z.nullable(z.number())),
  method: z.optional(z.nullable(z.number())),
  url: text,
  description: text,
  requestParams: z._default(
    z.array(
      z.object({ name: z.string(), type: z.string(), required: z.optional(z.boolean()), description: z.string() }),
    ),
    [],
  ),
  returnParams: z._default(z.array(z.object({ name: z.string(), type: z.string(), description: z.string() })), []),
  requestParamsDesc: text,
  responseParamsDesc: text,
  sampleData: text,
  sampleUrl: text,
  debugUrl: text,
  debugParams: text,
  frequencyLimit: text,
  frequencyRecommend: text,
  type: z.optional(z.number()),
  documentText: text,
  createDate: text,
  modifyDate: text,
  isChangeLog: z.optional(z.boolean()),
});
export type TDocument = z.infer<typeof ZDocument>;

export async function getDocument(api: TApiClient, id: string, lang: TLang): Promise<TDocument> {
  return ZDocument.parse(await api.post<unknown>('/api/doc/getById', { id, lang }, undefined, { isQuiet: true }));
}

export function getDocumentQueryOptions(id: string, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['docs', 'document', id, lang],
    queryFn: () => getDocument(api, id, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useDocument(id: string, lang: TLang) {
  return useQuery(getDocumentQueryOptions(id, lang));
}

/**
 * The documents' query value: `?id=20`, `?id=news_0`, or a document's reference
 * (`?id=football.pre-match-odds`, what product pages link by); anything unusable falls back to the
 * introduction.
 */
export function readDocumentId(search: URLSearchParams): string {
  const id = search.get('id')?.trim();
  return id && /^[\w.-]{1,120}$/.test(id) ? id : DEFAULT_DOCUMENT_ID;
}
