import { NavLink, Outlet, useMatches } from 'react-router';
import { CONSOLE_LINKS } from '~/components/layout/console-links';
import { useShellParts } from '~/components/layout/shell-parts';
import { SiteShell } from '~/components/layout/site-shell';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { QueryProvider } from '~/lib/query/query-provider';
import './console.css';

/** A console page opts into the sidebar with `export const handle = { consoleSidebar: true }`. */
export type TConsoleHandle = { consoleSidebar?: boolean };

function hasSidebar(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as TConsoleHandle).consoleSidebar === true;
}

/** Console layout (SPEC 2): the left sidebar shows only when the current page sets the flag. */
export default function ConsoleLayout() {
  const t = useT();
  const { UnreadBadge } = useShellParts();
  const showSidebar = useMatches().some((match) => hasSidebar(match.handle));
  return (
    <SiteShell hasFooter={false}>
      <Container className={showSidebar ? 'console console--with-sidebar' : 'console'}>
        {showSidebar ? (
          <nav className="console__sidebar" aria-label={t('console.sidebar')}>
            <ul className="console__links">
              {CONSOLE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="console__link">
                    <Icon name={link.icon} size={18} />
                    {t(link.labelKey)}
                    {link.hasUnreadBadge ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="console__content">
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </div>
      </Container>
    </SiteShell>
  );
}
