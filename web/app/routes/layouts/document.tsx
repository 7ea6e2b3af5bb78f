import { createContext, useContext, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { QueryProvider } from '~/lib/query/query-provider';
import { Button } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import './document.css';

type TDocsDirectory = { isOpen: boolean; open: () => void; close: () => void };

const DocsDirectoryContext = createContext<TDocsDirectory>({ isOpen: false, open: () => {}, close: () => {} });

/**
 * The docs page renders its directory inside `.document__directory` and calls `close()`
 * after a document is chosen (SPEC 2: selecting a document hides the menu on mobile).
 */
export function useDocsDirectory(): TDocsDirectory {
  return useContext(DocsDirectoryContext);
}

/** Document layout: the basic layout with a docs-directory toggle on narrow screens. */
export default function DocumentLayout() {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const directory = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return (
    <SiteShell>
      <DocsDirectoryContext.Provider value={directory}>
        <div className="document__toolbar">
          <Container>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isOpen}
              aria-controls="docs-directory"
              onClick={() => setOpen((open) => !open)}
            >
              <Icon name={isOpen ? 'close' : 'menu'} size={18} />
              {isOpen ? t('docs.hideDirectory') : t('docs.showDirectory')}
            </Button>
          </Container>
        </div>
        <div className={isOpen ? 'document document--directory-open' : 'document'}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </div>
      </DocsDirectoryContext.Provider>
    </SiteShell>
  );
}
