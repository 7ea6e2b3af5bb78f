import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteInput } from '~/lib/api/api-request';

type TEmailChangeInput = TRouteInput<'POST /api/auth/emailChange'>['body'];

/** POST /api/auth/emailChange: mails a confirmation link to the new address; 11015, 11012. */
export function requestEmailChange(api: TApiClient, input: TEmailChangeInput) {
  return api.call('POST /api/auth/emailChange', { body: input });
}

export function useEmailChangeMutation() {
  return useMutation({ mutationFn: (input: TEmailChangeInput) => requestEmailChange(apiClient, input) });
}
