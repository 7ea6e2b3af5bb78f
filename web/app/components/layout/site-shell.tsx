import type { ReactNode } from 'react';
import { useT } from '~/i18n';
import { FloatingContact } from './floating-contact';
import { GoToTop } from './go-to-top';
import { NoticeBanner } from './notice-banner';
import { useShellParts } from './shell-parts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type TSiteShellProps = {
  children: ReactNode;
  /** Rendered between the page and the footer (bands, banners). */
  beforeFooter?: ReactNode;
  /** Rendered between the header and the page. */
  afterHeader?: ReactNode;
  hasFooter?: boolean;
};

/**
 * Header, main landmark, optional footer and the floating buttons shared by the layouts. The skip link
 * is the first focusable element and leads to `main`.
 */
export function SiteShell({ children, beforeFooter, afterHeader, hasFooter = true }: TSiteShellProps) {
  const t = useT();
  const { TicketPopup } = useShellParts();
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader />
      <NoticeBanner />
      {afterHeader}
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      {beforeFooter}
      {hasFooter ? <SiteFooter /> : null}
      {/* The floating buttons sit in a labelled landmark, so no content is outside one. */}
      <aside className="floating-region" aria-label={t('a11y.floatingButtons')}>
        <FloatingContact />
        <GoToTop />
        <TicketPopup />
      </aside>
    </div>
  );
}
