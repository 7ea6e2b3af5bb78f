import { Outlet } from 'react-router';
import { CompactHeader } from '~/components/layout/compact-header';
import { GoToTop } from '~/components/layout/go-to-top';
import { ShellFrame } from '~/components/layout/shell-frame';

/** Default layout: a slim header and the page, no footer (full-screen pages such as the animation players). */
export default function DefaultLayout() {
  return (
    <ShellFrame header={<CompactHeader />} floating={<GoToTop />}>
      <Outlet />
    </ShellFrame>
  );
}
