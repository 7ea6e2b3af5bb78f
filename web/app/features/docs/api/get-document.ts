import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

/** SPEC 2: without `id` the docs page opens the introduction. */
export const DEFAULT_DOCUMENT_ID = 'news_0';
/** Request method enumeration (SPEC 3). */
export const REQUEST_METHOD = { 1: 'GET', 2: 'POST' } as const;

export type TDocument = TRouteData<'POST /api/doc/getById'>;

/** POST /api/doc/getById: one document in `lang` (10004 when unknown, shown by the page). */
export const documentQuery = routeInputQuery(
  'POST /api/doc/getById',
  ({ body }) => ['docs', 'document', body.id, body.lang],
  { isQuiet: true, staleTime: 5 * 60 * 1000 },
);

/**
 * The documents' query value: `?id=20`, `?id=news_0`, or a document's reference
 * (`?id=football.pre-match-odds`, what product pages link by); anything unusable falls back to the
 * introduction.
 */
export function readDocumentId(search: URLSearchParams): string {
  const id = search.get('id')?.trim();
  return id && /^[\w.-]{1,120}$/.test(id) ? id : DEFAULT_DOCUMENT_ID;
}
