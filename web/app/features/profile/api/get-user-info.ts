import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

const ZDate = z.optional(z.nullable(z.union([z.string(), z.number()])));
const ZUserInfo = z.object({
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform<string | number, string>(String)),
  email: z.string(),
  name: z.optional(z.nullable(z.string())),
  apiKey: z.optional(z.nullable(z.string())),
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
