import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export type TResendActivationResult = { resendAvailableAt: string | number };

/** POST /api/auth/resendActivation: too early → 10006 naming the seconds left. */
export function resendActivation(api: TApiClient, email: string): Promise<TResendActivationResult> {
  return api.post<TResendActivationResult>('/api/auth/resendActivation', { email });
}

export function useResendActivationMutation() {
  return useMutation({ mutationFn: (email: string) => resendActivation(apiClient, email) });
}
