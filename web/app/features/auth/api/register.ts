import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteInput } from '~/lib/api/api-request';

type TRegisterInput = TRouteInput<'POST /api/auth/register'>['body'];

/** POST /api/auth/register: `resendAvailableAt` says when another activation e-mail may be asked for. */
export function register(api: TApiClient, input: TRegisterInput) {
  return api.call('POST /api/auth/register', { body: input });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: TRegisterInput) => register(apiClient, input) });
}
