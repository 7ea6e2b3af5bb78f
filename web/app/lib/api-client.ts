import type { TPublicEnv } from './public-env';
import { createApiClient } from './api-request';

declare global {
  interface Window {
    ENV?: TPublicEnv;
  }
}

const LOGIN_REDIRECT_DELAY_MS = 100;

/** Browser client: same-origin `/api/...` through the gateway, cookies included. */
export const apiClient = createApiClient({
  baseUrl: '',
  getSigningSecret: () => window.ENV?.SIGNING_SECRET ?? '',
  onError: (error) => {
    if (error.isLoginRequired) {
      setTimeout(() => window.location.assign('/auth/login'), LOGIN_REDIRECT_DELAY_MS);
    }
  },
});
