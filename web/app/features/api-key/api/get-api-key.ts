import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZApiKey = z.object({
  apiKeyMasked: z.string(),
  createdAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export async function getApiKey(api: TApiClient): Promise<TApiKey> {
  return ZApiKey.parse(await api.get<unknown>('/api/user/apiKey'));
}

export const API_KEY_KEY = ['user', 'api-key'] as const;

export function getApiKeyQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: API_KEY_KEY, queryFn: () => getApiKey(api) });
}

export function useApiKey() {
  return useQuery(getApiKeyQueryOptions());
}
