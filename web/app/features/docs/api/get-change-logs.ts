import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

const ZChangeLog = z.object({
  logId: z.string(),
  documentId: z.string(),
  title: z.string(),
  content: z.string(),
  createDate: z.string(),
});
export type TChangeLog = z.infer<typeof ZChangeLog>;

const ZChangeLogList = z.object({ list: z.array(ZChangeLog) });

export async function getChangeLogs(api: TApiClient, documentId: string, lang: TLang): Promise<TChangeLog[]> {
  const data = await api.get<unknown>('/api/doc/logs', { documentId, lang }, { isQuiet: true });
  return ZChangeLogList.parse(data).list;
}

export function getChangeLogsQueryOptions(documentId: string, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['docs', 'logs', documentId, lang],
    queryFn: () => getChangeLogs(api, documentId, lang),
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
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

export async function getSportChangeLogs(api: TApiClient, sportType: number, lang: TLang): Promise<TChangeLog[]> {
  const data = await api.get<unknown>('/api/doc/logsBySportType', { sportType, lang }, { isQuiet: true });
  return ZChangeLogList.parse(data).list;
}

export function getSportChangeLogsQueryOptions(sportType: number, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['docs', 'logsBySportType', sportType, lang],
    queryFn: () => getSportChangeLogs(api, sportType, lang),
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
}

export function useSportChangeLogs(sportType: number, lang: TLang) {
  return useQuery(getSportChangeLogsQueryOptions(sportType, lang));
}
