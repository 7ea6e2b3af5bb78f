import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZIpWhitelist = z.object({
  entries: z.array(
    z.object({ entry: z.string(), createdAt: z.optional(z.nullable(z.union([z.string(), z.number()]))) }),
  ),
  max: z.number(),
});
export type TIpWhitelist = z.infer<typeof ZIpWhitelist>;

export const IP_WHITELIST_KEY = ['user', 'ip-whitelist'] as const;

/** GET /api/user/ipWhitelist. */
export async function getIpWhitelist(api: TApiClient): Promise<TIpWhitelist> {
  return ZIpWhitelist.parse(await api.get<unknown>('/api/user/ipWhitelist'));
}

/** POST /api/user/ipWhitelist/add: 10002 invalid, duplicate or over the limit. */
export async function addIpWhitelistEntry(api: TApiClient, entry: string): Promise<TIpWhitelist> {
  return ZIpWhitelist.parse(await api.post<unknown>('/api/user/ipWhitelist/add', { entry }));
}

/** POST /api/user/ipWhitelist/remove: 10004 unknown entry. */
export async function removeIpWhitelistEntry(api: TApiClient, entry: string): Promise<TIpWhitelist> {
  return ZIpWhitelist.parse(await api.post<unknown>('/api/user/ipWhitelist/remove', { entry }));
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
