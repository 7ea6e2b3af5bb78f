import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

/** SPEC 2: without `id` the docs page opens the introduction. */
export const DEFAULT_DOCUMENT_ID = 'news_0';
/** Request method enumeration (SPEC 3). */
export const REQUEST_METHOD = { 1: 'GET', 2: 'POST' } as const;

export type TDocument = TRouteData<'POST /api/doc/getById'>;

export async function getDocument(api: TApiClient, id: string, lang: TLang): Promise<TDocument> {
  return api.call('POST /api/doc/getById', { body: { id, lang } }, { isQuiet: true });
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
