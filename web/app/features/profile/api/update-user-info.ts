import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';
import { USER_INFO_KEY, type TUserInfo } from './get-user-info';

/** POST /api/setting/updateUserInfo: name, 1–50 characters, trimmed. */
export function updateUserInfo(api: TApiClient, name: string): Promise<{ name: string }> {
  return api.post<{ name: string }>('/api/setting/updateUserInfo', { name });
}

export function useUpdateUserInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateUserInfo(apiClient, name),
    onSuccess: (result) => {
      queryClient.setQueryData<TUserInfo>(USER_INFO_KEY, (info) => (info ? { ...info, name: result.name } : info));
    },
  });
}
