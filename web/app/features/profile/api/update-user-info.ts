import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';
import { userInfoQuery } from './get-user-info';

/** POST /api/setting/updateUserInfo: name, 1–50 characters, trimmed. */
export function updateUserInfo(api: TApiClient, name: string) {
  return api.call('POST /api/setting/updateUserInfo', { body: { name } });
}

export function useUpdateUserInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateUserInfo(apiClient, name),
    onSuccess: (result) => {
      queryClient.setQueryData(userInfoQuery.queryKey, (info) => (info ? { ...info, name: result.name } : info));
    },
  });
}
