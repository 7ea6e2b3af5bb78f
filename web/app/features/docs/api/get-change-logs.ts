import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TChangeLog = TRouteData<'GET /api/doc/logs'>['list'][number];

/** The change logs of one document, or of every document of a sport. */
type TChangeLogScope = { documentId: string } | { sportType: number };

async function getChangeLogs(api: TApiClient, scope: TChangeLogScope, lang: TLang): Promise<TChangeLog[]> {
  const answer =
    'documentId' in scope
      ? await api.call('GET /api/doc/logs', { query: { documentId: scope.documentId, lang } }, { isQuiet: true })
      : await api.call(
          'GET /api/doc/logsBySportType',
          { query: { sportType: scope.sportType, lang } },
          { isQuiet: true },
        );
  return answer.list;
}

function changeLogsQueryOptions(scope: TChangeLogScope, lang: TLang, api: TApiClient) {
  return queryOptions({
    queryKey: ['docs', 'logs', scope, lang],
    queryFn: () => getChangeLogs(api, scope, lang),
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
}

export function getChangeLogsQueryOptions(documentId: string, lang: TLang, api: TApiClient = apiClient) {
  return changeLogsQueryOptions({ documentId }, lang, api);
}

export function useChangeLogs(documentId: string, lang: TLang) {
  return useQuery(getChangeLogsQueryOptions(documentId, lang));
}

/** SPEC 3 sport types with change logs: football 1, basketball 2, esports 3. */
export const CHANGE_LOG_SPORTS = [
  { sportType: 1, name: 'football' },
  { sportType: 2, name: 'basketball' },
  { sportType: 3, name: 'esports' },
] as const;

export function getSportChangeLogsQueryOptions(sportType: number, lang: TLang, api: TApiClient = apiClient) {
  return changeLogsQueryOptions({ sportType }, lang, api);
}

export function useSportChangeLogs(sportType: number, lang: TLang) {
  return useQuery(getSportChangeLogsQueryOptions(sportType, lang));
}
