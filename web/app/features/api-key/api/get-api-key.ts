import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** GET /api/user/apiKey: the key, masked; 10004 before activation. */
export function getApiKey(api: TApiClient) {
  return api.call('GET /api/user/apiKey');
}

export const API_KEY_KEY = ['user', 'api-key'] as const;

export function getApiKeyQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: API_KEY_KEY, queryFn: () => getApiKey(api) });
}

export function useApiKey() {
  return useQuery(getApiKeyQueryOptions());
}
