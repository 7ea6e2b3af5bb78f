import type { Route } from './+types/confirm';
import { LinkButton } from '~/components/ui/button';
import { AuthCard } from '~/features/auth/components/auth-card';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useRootData } from '~/root-data';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.passwordChanged.title');

/** After a password reset. */
export default function PasswordChangedPage() {
  const { t, lang } = useI18n();
  const isLoggedIn = Boolean(useRootData()?.user);
  return (
    <AuthCard icon="check" title={t('auth.passwordChanged.title')} subtitle={<p>{t('auth.passwordChanged.body')}</p>}>
      {isLoggedIn ? (
        <LinkButton to="/user/profile" size="lg" block>
          {t('auth.passwordChanged.profile')}
        </LinkButton>
      ) : (
        <LinkButton to={`/auth/login?lang=${lang}`} size="lg" block>
          {t('auth.passwordChanged.login')}
        </LinkButton>
      )}
    </AuthCard>
  );
}
