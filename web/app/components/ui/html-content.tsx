import { useCallback, useMemo, useRef } from 'react';
import { useT } from '~/i18n';
import { toSafeHtml } from '~/lib/html/safe-html';
import { useKeyboardScrollable } from '~/lib/a11y/use-keyboard-scrollable';
import './html-content.css';

/**
 * Content from the docs service (guides, FAQ answers, blog articles): markdown or HTML, always
 * passed through the allowlist sanitiser before it is inserted.
 */
export function HtmlContent({ source, className }: { source: string | null | undefined; className?: string }) {
  const t = useT();
  const html = useMemo(() => toSafeHtml(source), [source]);
  const ref = useRef<HTMLDivElement>(null);
  const code = useCallback((index: number) => t('a11y.contentCode', { n: index }), [t]);
  const table = useCallback((index: number) => t('a11y.contentTable', { n: index }), [t]);
  useKeyboardScrollable(
    ref,
    useMemo(() => ({ code, table }), [code, table]),
    html,
  );
  if (!html) return null;
  return (
    <div
      ref={ref}
      className={['prose', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
