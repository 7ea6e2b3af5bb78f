import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';
import { authPathWithRedirect } from './signup-redirect';

/**
 * Where a Start Free Trial button leads: visitors register first (SPEC 6: buttons needing login
 * send anonymous users to registration) and come back to the free-trial page once activated; a
 * logged-in customer sees the free-trial page.
 */
export function useTrialPath(): string {
  const { lang } = useI18n();
  const isLoggedIn = Boolean(useRootData()?.user);
  return isLoggedIn ? `/auth/freetrial?lang=${lang}` : authPathWithRedirect('/auth/register', lang, '/auth/freetrial');
}
