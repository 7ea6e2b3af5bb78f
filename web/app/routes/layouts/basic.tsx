import { Outlet } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';

/** Basic layout: navigation bar, page, footer. */
export default function BasicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
