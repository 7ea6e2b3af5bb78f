import { Outlet } from 'react-router';
import { GoToTop } from '~/components/layout/go-to-top';
import { useT } from '~/i18n';

/** Default layout: the page alone (full-screen pages such as the animation players and redirects). */
export default function DefaultLayout() {
  const t = useT();
  return (
    <div className="page-shell">
      <main id="main" className="page-main">
        <Outlet />
      </main>
      <aside className="floating-region" aria-label={t('a11y.floatingButtons')}>
        <GoToTop />
      </aside>
    </div>
  );
}
