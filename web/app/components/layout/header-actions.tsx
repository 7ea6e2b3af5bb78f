import { Link } from 'react-router';
import { LinkButton } from '~/components/ui/button';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import '~/components/ui/pill.css';

/**
 * The header's right-hand controls: the language menu, then the account menu (signed in) or Log in
 * and Start Free Trial. `idPrefix` keeps the menus' ids unique per header.
 */
export function HeaderActions({ idPrefix }: { idPrefix: string }) {
  const { lang, t } = useI18n();
  const root = useRootData();
  const user = root?.user ?? null;
  return (
    <>
      <LanguageMenu id={`${idPrefix}-language`} thaiSiteUrl={root?.env.THAI_SITE_URL ?? ''} />
      {user ? (
        <AccountMenu id={`${idPrefix}-account`} email={user.email} />
      ) : (
        <>
          <Link to={`/auth/login?lang=${lang}`} className="pill site-header__login">
            {t('nav.login')}
          </Link>
          <LinkButton to={`/auth/register?lang=${lang}`} size="sm" className="site-header__trial">
            {t('nav.startTrial')}
          </LinkButton>
        </>
      )}
    </>
  );
}
