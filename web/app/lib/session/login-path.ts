import type { TLang } from '~/i18n';

/** Where a visitor is sent to log in: back to `redirect` (path + query) afterwards. */
export function buildLoginPath(lang: TLang, redirectTo?: string): string {
  const params = new URLSearchParams();
  if (redirectTo && redirectTo !== '/' && !redirectTo.startsWith('/auth/login')) params.set('redirect', redirectTo);
  params.set('lang', lang);
  return `/auth/login?${params.toString()}`;
}

/** Only same-site paths are followed after login (no open redirect to another origin). */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
