import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

export type TActivateResult = { user: { userId: string | number; email: string } };

/** POST /api/auth/activate: logs the new user in (cookies); a bad or used token → 11017. */
export function activate(api: TApiClient, token: string): Promise<TActivateResult> {
  return api.post<TActivateResult>('/api/auth/activate', { token });
}

export function useActivateMutation() {
  return useMutation({ mutationFn: (token: string) => activate(apiClient, token) });
}
