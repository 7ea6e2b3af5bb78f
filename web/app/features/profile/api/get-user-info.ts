import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** GET /api/setting/getUserInfo: the signed-in user's profile, masked API key and dates. */
export function getUserInfo(api: TApiClient) {
  return api.call('GET /api/setting/getUserInfo', { query: {} });
}

export const USER_INFO_KEY = ['user', 'info'] as const;

export function getUserInfoQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: USER_INFO_KEY, queryFn: () => getUserInfo(api) });
}

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
