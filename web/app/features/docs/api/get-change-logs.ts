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
