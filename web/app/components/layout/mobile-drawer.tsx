import { useEffect, useRef, type RefObject } from 'react';
import { Button, LinkButton } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { LANGUAGE_NAMES, LANGUAGES, THAI_LANGUAGE_NAME, useI18n } from '~/i18n';
import { focusableIn, trapTabKey } from '~/lib/a11y/focus-trap';
import { useLogOut } from '~/lib/session/use-log-out';
import { switchLanguage } from '~/lib/language/switch-language';
import { useRootData } from '~/root-data';
import { CONSOLE_LINKS } from './console-links';
import { LinkItems, PromotionItem } from './link-items';
import { useShellParts } from './shell-parts';
import { SITE_LINKS, SPORT_MENUS } from './site-links';
import { useNavData } from './use-nav-data';

type TMobileDrawerProps = {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** The header's menu button: part of the focus cycle while open, and focused again on Escape. */
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * Navigation drawer below the header on narrow screens (the desktop bar hides under 960 px).
 * Opening it moves focus to its first link; while open, Tab and Shift+Tab cycle through the drawer
 * and the menu button; Escape closes it and focuses the menu button again.
 */
export function MobileDrawer(props: TMobileDrawerProps) {
  const { lang, t } = useI18n();
  const { isOpen, onClose, toggleRef } = props;
  const root = useRootData();
  const { football, basketball, showPromotion } = useNavData();
  const products = { football, basketball };
  const user = root?.user ?? null;
  const logOut = useLogOut();
  const { ProductMenu } = useShellParts();
  const drawerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    focusableIn(drawerRef.current)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        toggleRef.current?.focus();
        return;
      }
      const toggle = toggleRef.current;
      trapTabKey(event, [...(toggle ? [toggle] : []), ...focusableIn(drawerRef.current)]);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('is-scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('is-scroll-locked');
    };
  }, [isOpen, onClose, toggleRef]);

  return (
    <div ref={drawerRef} id={props.id} className="mobile-drawer" hidden={!isOpen}>
      <nav className="mobile-drawer__nav" aria-label={t('a11y.mainNav')}>
        <ul className="mobile-drawer__list">
          {showPromotion ? <PromotionItem className="mobile-drawer__link" /> : null}
          {SPORT_MENUS.map((menu) => (
            <li key={menu.sport}>
              <details className="mobile-drawer__group">
                <summary className="mobile-drawer__link">
                  {t(menu.labelKey)}
                  <Icon name="chevronDown" size={18} className="mobile-drawer__chevron" />
                </summary>
                <ProductMenu sport={menu.sport} products={products[menu.sport]} allLabel={t(menu.allLabelKey)} />
              </details>
            </li>
          ))}
          <LinkItems links={SITE_LINKS} className="mobile-drawer__link" />
          {user ? <LinkItems links={CONSOLE_LINKS} className="mobile-drawer__link" /> : null}
        </ul>
      </nav>
      <div className="mobile-drawer__section">
        <p className="mobile-drawer__label caps-label" id={`${props.id}-lang`}>
          {t('a11y.language')}
        </p>
        <div className="mobile-drawer__langs cluster" role="group" aria-labelledby={`${props.id}-lang`}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className="lang-chip"
              aria-pressed={code === lang}
              onClick={() => switchLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
          <a className="lang-chip" href={root?.env.THAI_SITE_URL ?? ''} lang="th" hrefLang="th" rel="noopener">
            {THAI_LANGUAGE_NAME}
          </a>
        </div>
      </div>
      <div className="mobile-drawer__actions">
        {user ? (
          <Button variant="ghost" block onClick={() => void logOut()}>
            {t('nav.logout')}
          </Button>
        ) : (
          <>
            <LinkButton to={`/auth/login?lang=${lang}`} variant="ghost" block>
              {t('nav.login')}
            </LinkButton>
            <LinkButton to={`/auth/register?lang=${lang}`} block>
              {t('nav.startTrial')}
            </LinkButton>
          </>
        )}
      </div>
    </div>
  );
}
