import { Outlet } from 'react-router';
import { CompactHeader } from '~/components/layout/compact-header';
import { GoToTop } from '~/components/layout/go-to-top';
import { useT } from '~/i18n';

/**
 * Default layout: a slim header and the page, no footer (full-screen pages such as the animation
 * players). The skip link is the first focusable element and leads to `main`.
 */
export default function DefaultLayout() {
  const t = useT();
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <CompactHeader />
      <main id="main" className="page-main" tabIndex={-1}>
        <Outlet />
      </main>
      <aside className="floating-region" aria-label={t('a11y.floatingButtons')}>
        <GoToTop />
      </aside>
    </div>
  );
}
