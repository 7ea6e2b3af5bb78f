import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';
import { routeQuery } from '~/lib/query/route-query';

/** GET /api/user/ipWhitelist. */
export const ipWhitelistQuery = routeQuery('GET /api/user/ipWhitelist', ['user', 'ip-whitelist']);

/** POST /api/user/ipWhitelist/add: 10002 invalid, duplicate or over the limit. */
export function addIpWhitelistEntry(api: TApiClient, entry: string) {
  return api.call('POST /api/user/ipWhitelist/add', { body: { entry } });
}

/** POST /api/user/ipWhitelist/remove: 10004 unknown entry. */
export function removeIpWhitelistEntry(api: TApiClient, entry: string) {
  return api.call('POST /api/user/ipWhitelist/remove', { body: { entry } });
}

export function useAddIpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: string) => addIpWhitelistEntry(apiClient, entry),
    onSuccess: (list) => queryClient.setQueryData(ipWhitelistQuery.queryKey, list),
  });
}

export function useRemoveIpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: string) => removeIpWhitelistEntry(apiClient, entry),
    onSuccess: (list) => queryClient.setQueryData(ipWhitelistQuery.queryKey, list),
  });
}
