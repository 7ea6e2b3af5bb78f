import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export type TResetPasswordInput = { token: string; code: string; password: string; passwordConfirm: string };

/** POST /api/setting/resetPassword: 10002 mismatch, 11017 bad or used link. */
export function resetPassword(api: TApiClient, input: TResetPasswordInput): Promise<unknown> {
  return api.post('/api/setting/resetPassword', input);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: (input: TResetPasswordInput) => resetPassword(apiClient, input) });
}
