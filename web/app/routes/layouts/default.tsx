import { Outlet } from 'react-router';
import { GoToTop } from '~/components/layout/go-to-top';

/** Default layout: the page alone (full-screen pages such as the animation players and redirects). */
export default function DefaultLayout() {
  return (
    <div className="page-shell">
      <main id="main" className="page-main">
        <Outlet />
      </main>
      <GoToTop />
    </div>
  );
}
