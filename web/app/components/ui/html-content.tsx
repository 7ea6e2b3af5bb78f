import { useMemo } from 'react';
import { toSafeHtml } from '~/lib/safe-html';
import './html-content.css';

/**
 * Content from the docs service (guides, FAQ answers, blog articles): markdown or HTML, always
 * passed through the allowlist sanitiser before it is inserted.
 */
export function HtmlContent({ source, className }: { source: string | null | undefined; className?: string }) {
  const html = useMemo(() => toSafeHtml(source), [source]);
  if (!html) return null;
  return <div className={['prose', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
