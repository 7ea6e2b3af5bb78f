import type { ReactNode } from 'react';
import { useT } from '~/i18n';

/**
 * The landmarks of every layout: the skip link (the first focusable element, leading to `main`),
 * the `header` part, the page in `main`, the `footer` part, and the `floating` buttons in a labelled
 * landmark, so no content is outside one.
 */
export function ShellFrame({
  header,
  children,
  footer,
  floating,
}: {
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  floating: ReactNode;
}) {
  const t = useT();
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      {header}
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      <aside className="floating-region" aria-label={t('a11y.floatingButtons')}>
        {floating}
      </aside>
    </div>
  );
}
