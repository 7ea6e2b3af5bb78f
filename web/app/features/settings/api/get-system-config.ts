import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZSystemConfig = z.object({ configs: z.array(z.object({ key: z.string(), value: z.string() })) });

export type TSystemConfig = Record<string, string>;

/** The public settings; texts a visitor reads (FAQ keywords, notices) come in `lang`. */
export async function getSystemConfig(api: TApiClient, lang: TLang): Promise<TSystemConfig> {
  const data = ZSystemConfig.parse(await api.get<unknown>('/api/setting/getSystemConfig', { lang }, { isQuiet: true }));
  return Object.fromEntries(data.configs.map(({ key, value }) => [key, value]));
}

export function getSystemConfigQueryOptions(lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['settings', 'system-config', lang],
    queryFn: () => getSystemConfig(api, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useSystemConfig(lang: TLang) {
  return useQuery(getSystemConfigQueryOptions(lang));
}
