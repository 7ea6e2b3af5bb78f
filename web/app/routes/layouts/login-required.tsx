import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login-required';
import { useI18n } from '~/i18n';
import { readImpersonation } from '~/lib/session/impersonation';
import { buildLoginPath } from '~/lib/session/login-path';
import { requireLoginCookie } from '~/lib/session/require-login.server';
import { useRootData } from '~/root-data';
import type { TLoginRequiredHandle } from '~/lib/session/route-handles';

export const handle: TLoginRequiredHandle = { requiresLogin: true };

/** SPEC 2 server guard: no `jwt` cookie → /auth/login?redirect=<path+query>&lang=. */
export function loader({ request }: Route.LoaderArgs) {
  requireLoginCookie(request);
  return null;
}

/**
 * Pathless layout around the login-required pages. The client guard covers a cookie that
 * exists but no longer works (expired, revoked): not logged in → the login page, unless an
 * admin is impersonating (`_userId` + `_adminAccessToken`).
 */
export default function LoginRequiredLayout() {
  const { lang } = useI18n();
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const isImpersonating = readImpersonation(location.search) !== null;
  const mustLogIn = !user && !isImpersonating;

  useEffect(() => {
    if (mustLogIn) void navigate(buildLoginPath(lang, `${location.pathname}${location.search}`), { replace: true });
  }, [mustLogIn, lang, location.pathname, location.search, navigate]);

  return mustLogIn ? null : <Outlet />;
}
