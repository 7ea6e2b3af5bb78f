import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteInput } from '~/lib/api/api-request';
import { setLoggingOut } from '~/lib/session/session-events';

type TLoginInput = TRouteInput<'POST /api/auth/login'>['body'];

/** POST /api/auth/login: sets the jwt and token cookies. */
export function login(api: TApiClient, input: TLoginInput) {
  return api.call('POST /api/auth/login', { body: input });
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: TLoginInput) => login(apiClient, input),
    // Signed in again in the same page: the user's data may be polled again.
    onSuccess: () => setLoggingOut(false),
  });
}
