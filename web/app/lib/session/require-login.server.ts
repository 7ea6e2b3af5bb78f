import { redirect } from 'react-router';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { readImpersonation } from './impersonation';
import { buildLoginPath } from './login-path';
import { hasJwtCookie } from './session.server';

/**
 * SPEC 2: a login-required page requested without a `jwt` cookie redirects to the login page,
 * which returns to this page (path and query) afterwards. An admin's impersonation query passes.
 */
export function requireLoginCookie(request: Request): void {
  const url = new URL(request.url);
  if (hasJwtCookie(request) || readImpersonation(url.searchParams)) return;
  throw redirect(buildLoginPath(resolveLang(request), `${url.pathname}${url.search}`));
}
