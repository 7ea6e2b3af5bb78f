import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** POST /api/auth/resendActivation: too early → 10006 naming the seconds left. */
export function resendActivation(api: TApiClient, email: string) {
  return api.call('POST /api/auth/resendActivation', { body: { email } });
}

export function useResendActivationMutation() {
  return useMutation({ mutationFn: (email: string) => resendActivation(apiClient, email) });
}
