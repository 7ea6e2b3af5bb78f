import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

const ZSystemConfig = z.object({ configs: z.array(z.object({ key: z.string(), value: z.string() })) });

export type TSystemConfig = Record<string, string>;

export async function getSystemConfig(api: TApiClient): Promise<TSystemConfig> {
  const data = ZSystemConfig.parse(
    await api.get<unknown>('/api/setting/getSystemConfig', undefined, { isQuiet: true }),
  );
  return Object.fromEntries(data.configs.map(({ key, value }) => [key, value]));
}

export function getSystemConfigQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['settings', 'system-config'],
    queryFn: () => getSystemConfig(api),
    staleTime: 5 * 60 * 1000,
  });
}

export function useSystemConfig() {
  return useQuery(getSystemConfigQueryOptions());
}
