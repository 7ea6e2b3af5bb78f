import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export const IP_WHITELIST_KEY = ['user', 'ip-whitelist'] as const;

/** GET /api/user/ipWhitelist. */
export function getIpWhitelist(api: TApiClient) {
  return api.call('GET /api/user/ipWhitelist');
}

/** POST /api/user/ipWhitelist/add: 10002 invalid, duplicate or over the limit. */
export function addIpWhitelistEntry(api: TApiClient, entry: string) {
  return api.call('POST /api/user/ipWhitelist/add', { body: { entry } });
}

/** POST /api/user/ipWhitelist/remove: 10004 unknown entry. */
export function removeIpWhitelistEntry(api: TApiClient, entry: string) {
  return api.call('POST /api/user/ipWhitelist/remove', { body: { entry } });
}

export function getIpWhitelistQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: IP_WHITELIST_KEY, queryFn: () => getIpWhitelist(api) });
}

export function useIpWhitelist() {
  return useQuery(getIpWhitelistQueryOptions());
}

export function useAddIpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: string) => addIpWhitelistEntry(apiClient, entry),
    onSuccess: (list) => queryClient.setQueryData(IP_WHITELIST_KEY, list),
  });
}

export function useRemoveIpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: string) => removeIpWhitelistEntry(apiClient, entry),
    onSuccess: (list) => queryClient.setQueryData(IP_WHITELIST_KEY, list),
  });
}
