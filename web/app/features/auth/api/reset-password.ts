import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteInput } from '~/lib/api/api-request';

type TResetPasswordInput = TRouteInput<'POST /api/setting/resetPassword'>['body'];

/** POST /api/setting/resetPassword: 10002 mismatch, 11017 bad or used link. */
export function resetPassword(api: TApiClient, input: TResetPasswordInput) {
  return api.call('POST /api/setting/resetPassword', { body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: (input: TResetPasswordInput) => resetPassword(apiClient, input) });
}
