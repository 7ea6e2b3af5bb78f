import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** POST /api/setting/resendPasswordEmail: e-mails a reset link; 11011 unknown, 10006 within 2 minutes. */
export function resendPasswordEmail(api: TApiClient, email: string) {
  return api.call('POST /api/setting/resendPasswordEmail', { body: { email } });
}

export function useResendPasswordEmailMutation() {
  return useMutation({ mutationFn: (email: string) => resendPasswordEmail(apiClient, email) });
}
