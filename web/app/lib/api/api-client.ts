import { createTranslator, isLang, DEFAULT_LANG } from '~/i18n';
import type { TPublicEnv } from '~/lib/env/public-env';
import { createApiClient } from './api-request';
import { errorText } from '~/lib/language/error-text';
import { readImpersonation } from '~/lib/session/impersonation';
import { buildLoginPath } from '~/lib/session/login-path';
import { showToast } from '~/lib/ui-state/toast-store';

declare global {
  interface Window {
    ENV?: TPublicEnv;
  }
}

const LOGIN_REDIRECT_DELAY_MS = 100;

function currentLang() {
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * Browser client: same-origin `/api/...` through the gateway, cookies included.
 * SPEC 8: every failure shows its text in a toast, in the page's language (errorText: the result code's catalogue text);
 * 11007/11008 also go to the login page after 100 ms. Calls made with `isQuiet` handle failures themselves.
 */
export const apiClient = createApiClient({
  baseUrl: '',
  getSigningSecret: () => window.ENV?.SIGNING_SECRET ?? '',
  getBodyFields: () => readImpersonation(window.location.search) ?? {},
  onError: (error) => {
    showToast(errorText(error, createTranslator(currentLang())));
    if (error.isLoginRequired && !window.location.pathname.startsWith('/auth/login')) {
      const here = `${window.location.pathname}${window.location.search}`;
      setTimeout(() => window.location.assign(buildLoginPath(currentLang(), here)), LOGIN_REDIRECT_DELAY_MS);
    }
  },
});
