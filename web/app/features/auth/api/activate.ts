import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** POST /api/auth/activate: logs the new user in (cookies); a bad or used token → 11017. */
export function activate(api: TApiClient, token: string) {
  return api.call('POST /api/auth/activate', { body: { token } });
}

export function useActivateMutation() {
  return useMutation({ mutationFn: (token: string) => activate(apiClient, token) });
}
