import { useMutation } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

export type TRegisterInput = {
  email: string;
  password: string;
  lang: TLang;
  registerUrl?: string;
  refererUrl?: string;
  marketingUrl?: string;
};
/** `resendAvailableAt`: when another activation e-mail may be asked for (ISO time or epoch ms). */
export type TRegisterResult = { email: string; resendAvailableAt: string | number };

export function register(api: TApiClient, input: TRegisterInput): Promise<TRegisterResult> {
  return api.post<TRegisterResult>('/api/auth/register', input);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: TRegisterInput) => register(apiClient, input) });
}
