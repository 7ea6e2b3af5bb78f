import type { ReactNode } from 'react';
import { FloatingContact } from './floating-contact';
import { GoToTop } from './go-to-top';
import { NoticeBanner } from './notice-banner';
import { useShellParts } from './shell-parts';
import { ShellFrame } from './shell-frame';
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

/** Header and notice, main landmark, optional footer and the floating buttons shared by the site's layouts. */
export function SiteShell({ children, beforeFooter, afterHeader, hasFooter = true }: TSiteShellProps) {
  const { TicketPopup } = useShellParts();
  return (
    <ShellFrame
      header={
        <>
          <SiteHeader />
          <NoticeBanner />
          {afterHeader}
        </>
      }
      footer={
        <>
          {beforeFooter}
          {hasFooter ? <SiteFooter /> : null}
        </>
      }
      floating={
        <>
          <FloatingContact />
          <GoToTop />
          <TicketPopup />
        </>
      }
    >
      {children}
    </ShellFrame>
  );
}
