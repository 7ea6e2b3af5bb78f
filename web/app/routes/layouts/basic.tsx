import { Outlet } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { QueryProvider } from '~/lib/query-provider';

/** Basic layout: navigation bar, page, footer. */
export default function BasicLayout() {
  return (
    <SiteShell>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </SiteShell>
  );
}
