import { Outlet } from 'react-router';
import { ContactSalesBand } from '~/components/layout/contact-sales-band';
import { SiteShell } from '~/components/layout/site-shell';

/** Extended basic layout: the basic layout plus the contact-sales band above the footer. */
export default function BasicExtendedLayout() {
  return (
    <SiteShell beforeFooter={<ContactSalesBand />}>
      <Outlet />
    </SiteShell>
  );
}
