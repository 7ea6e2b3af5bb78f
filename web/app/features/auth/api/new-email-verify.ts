import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** POST /api/auth/newEmailVerify: switches the account's e-mail and refreshes the cookies; 11017. */
export function verifyNewEmail(api: TApiClient, token: string) {
  return api.call('POST /api/auth/newEmailVerify', { body: { token } });
}

export function useNewEmailVerifyMutation() {
  return useMutation({ mutationFn: (token: string) => verifyNewEmail(apiClient, token) });
}
