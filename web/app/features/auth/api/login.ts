import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export type TLoginInput = { account: string; password: string; loginUrl?: string; marketingUrl?: string };
export type TLoginResult = {
  user: { userId: string | number; email: string; name?: string | null };
  accessToken: string;
};

/** POST /api/auth/login: sets the jwt and token cookies. */
export function login(api: TApiClient, input: TLoginInput): Promise<TLoginResult> {
  return api.post<TLoginResult>('/api/auth/login', input);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: (input: TLoginInput) => login(apiClient, input) });
}
