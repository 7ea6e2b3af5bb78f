import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

const ZDate = z.union([z.string(), z.number()]).nullable().optional();
const ZUserInfo = z.object({
  userId: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  name: z.string().nullable().optional(),
  apiKey: z.string().nullable().optional(),
  lastModifyPasswordDate: ZDate,
  registerDate: ZDate,
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export async function getUserInfo(api: TApiClient): Promise<TUserInfo> {
  return ZUserInfo.parse(await api.get<unknown>('/api/setting/getUserInfo'));
}

export const USER_INFO_KEY = ['user', 'info'] as const;

export function getUserInfoQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: USER_INFO_KEY, queryFn: () => getUserInfo(api) });
}

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
