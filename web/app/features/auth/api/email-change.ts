import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export type TEmailChangeInput = { newEmail: string; password: string };

/** POST /api/auth/emailChange: mails a confirmation link to the new address; 11015, 11012. */
export function requestEmailChange(api: TApiClient, input: TEmailChangeInput): Promise<{ newEmail: string }> {
  return api.post<{ newEmail: string }>('/api/auth/emailChange', input);
}

export function useEmailChangeMutation() {
  return useMutation({ mutationFn: (input: TEmailChangeInput) => requestEmailChange(apiClient, input) });
}
