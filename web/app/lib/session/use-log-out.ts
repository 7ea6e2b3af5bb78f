import { useCallback } from 'react';
import { useMatches, useNavigate, useRevalidator } from 'react-router';
import { useT } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/api-error';
import { errorText } from '../language/error-text';
import { isLeftOnLogOut } from './route-handles';
import { notifyLoggedOut, setLoggingOut } from './session-events';
import { showToast } from '../ui-state/toast-store';

/**
 * SPEC 4 log-out: POST /api/auth/logout (the account service clears the httpOnly cookies),
 * leave a login-required page (or one whose handle asks: SPEC 2's animation pages) for home, then
 * reload the data (root loader → logged out).
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const t = useT();
  const isOnProtectedPage = matches.some((match) => isLeftOnLogOut(match.handle));
  return useCallback(async () => {
    try {
      await apiClient.call('POST /api/auth/logout', {}, { isQuiet: true });
    } catch (error) {
      // Already logged out is fine; anything else leaves the session in place.
      if (!(error instanceof ApiError && error.isLoginRequired)) {
        showToast(errorText(error, t));
        return;
      }
    }
    // Until the next log-in (login.ts), nothing polls the user's data any more.
    setLoggingOut(true);
    // Leave the console first: dropping its queries while it is mounted would refetch them (401).
    if (isOnProtectedPage) await navigate('/');
    notifyLoggedOut();
    await revalidator.revalidate();
  }, [isOnProtectedPage, navigate, revalidator, t]);
}
