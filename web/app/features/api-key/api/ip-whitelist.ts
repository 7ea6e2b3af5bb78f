import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import { routeQuery } from '~/lib/query/route-query';

/** GET /api/user/ipWhitelist. */
export const ipWhitelistQuery = routeQuery('GET /api/user/ipWhitelist', ['user', 'ip-whitelist']);

/**
 * Adds (POST /api/user/ipWhitelist/add: 10002 invalid, duplicate or over the limit) or removes
 * (…/remove: 10004 unknown entry) an entry; both answer the list as it is now.
 */
export function useIpWhitelistMutation(action: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: string) =>
      apiClient.call(action === 'add' ? 'POST /api/user/ipWhitelist/add' : 'POST /api/user/ipWhitelist/remove', {
        body: { entry },
      }),
    onSuccess: (list) => queryClient.setQueryData(ipWhitelistQuery.queryKey, list),
  });
}
