import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LinkButton } from '~/components/ui/button';
import { Dropdown } from '~/components/ui/dropdown';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { MobileDrawer } from './mobile-drawer';
import { PROMOTION_PRICE } from './promotion';
import { useShellParts } from './shell-parts';
import { useNavData } from './use-nav-data';
import './site-header.css';

export function SiteHeader() {
  const { lang, t } = useI18n();
  const root = useRootData();
  const { football, basketball, showPromotion } = useNavData();
  const { ProductMenu } = useShellParts();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const thaiSiteUrl = root?.env.THAI_SITE_URL ?? '';
  const user = root?.user ?? null;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <nav className="site-nav" aria-label={t('a11y.mainNav')}>
          <ul className="site-nav__list">
            {showPromotion ? (
              <li>
                <NavLink to="/promotion" className="site-nav__link site-nav__promo">
                  {t('nav.promotion')}
                  <span className="promo-pill">{PROMOTION_PRICE}</span>
                </NavLink>
              </li>
            ) : null}
            <li>
              <Dropdown id="nav-menu-football" label={t('nav.football')} triggerClassName="site-nav__link">
                <ProductMenu sport="football" products={football} allLabel={t('nav.allFootball')} />
              </Dropdown>
            </li>
            <li>
              <Dropdown id="nav-menu-basketball" label={t('nav.basketball')} triggerClassName="site-nav__link">
                <ProductMenu sport="basketball" products={basketball} allLabel={t('nav.allBasketball')} />
              </Dropdown>
            </li>
            <li>
              <NavLink to="/bola" className="site-nav__link">
                {t('nav.widgets')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/docs" className="site-nav__link">
                {t('nav.docs')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/faq" className="site-nav__link">
                {t('nav.faq')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageMenu id="nav-menu-language" thaiSiteUrl={thaiSiteUrl} />
          {user ? (
            <AccountMenu id="nav-menu-account" email={user.email} />
          ) : (
            <>
              <Link to={`/auth/login?lang=${lang}`} className="site-header__login">
                {t('nav.login')}
              </Link>
              <LinkButton to={`/auth/register?lang=${lang}`} size="sm">
                {t('nav.startTrial')}
              </LinkButton>
            </>
          )}
        </div>
        <button
          ref={burgerRef}
          type="button"
          className="site-header__burger"
          aria-expanded={isDrawerOpen}
          aria-controls="mobile-drawer"
          aria-label={isDrawerOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <Icon name={isDrawerOpen ? 'close' : 'menu'} size={24} />
        </button>
      </div>
      <MobileDrawer
        id="mobile-drawer"
        isOpen={isDrawerOpen}
        onClose={closeDrawer}
        toggleRef={burgerRef}
        football={football}
        basketball={basketball}
        showPromotion={showPromotion}
        thaiSiteUrl={thaiSiteUrl}
        user={user}
      />
    </header>
  );
}
