import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Dropdown } from '~/components/ui/dropdown';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { LinkItems, PromotionItem } from './link-items';
import { MobileDrawer } from './mobile-drawer';
import { useShellParts } from './shell-parts';
import { SITE_LINKS, SPORT_MENUS } from './site-links';
import { useNavData } from './use-nav-data';
import '~/components/ui/pill.css';
import './site-header.css';

export function SiteHeader() {
  const { t } = useI18n();
  const { football, basketball, showPromotion } = useNavData();
  const products = { football, basketball };
  const { ProductMenu } = useShellParts();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <nav className="site-nav" aria-label={t('a11y.mainNav')}>
          <ul className="site-nav__list">
            {showPromotion ? <PromotionItem className="nav-item site-nav__link site-nav__promo" isNav /> : null}
            {SPORT_MENUS.map((menu) => (
              <li key={menu.sport}>
                <Dropdown id={`nav-menu-${menu.sport}`} label={t(menu.labelKey)} triggerClassName="site-nav__link">
                  <ProductMenu sport={menu.sport} products={products[menu.sport]} allLabel={t(menu.allLabelKey)} />
                </Dropdown>
              </li>
            ))}
            <LinkItems links={SITE_LINKS} className="nav-item site-nav__link" isNav />
          </ul>
        </nav>
        <div className="site-header__actions">
          <HeaderActions idPrefix="nav-menu" />
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
      <MobileDrawer id="mobile-drawer" isOpen={isDrawerOpen} onClose={closeDrawer} toggleRef={burgerRef} />
    </header>
  );
}
