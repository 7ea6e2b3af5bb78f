import { useEffect, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { announce } from '~/lib/ui-state/toast-store';

const COPIED_FEEDBACK_MS = 1500;

/** JSON text pretty-printed with two spaces; text that is not JSON is shown as it is. */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <button
      type="button"
      className="code-block__copy"
      aria-label={t('docs.copyLabel', { what: label })}
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true);
            // The button's name is its aria-label, so the result is said through the live region.
            announce(t('docs.copied'));
          },
          () => setCopied(false),
        );
      }}
    >
      <Icon name={isCopied ? 'check' : 'copy'} size={14} />
      <span>{isCopied ? t('docs.copied') : t('docs.copy')}</span>
    </button>
  );
}

/** A dark code panel with a caption and a copy button. */
export function CodeBlock({
  title,
  code,
  language,
  maxHeight,
  className,
}: {
  title: string;
  code: string;
  language: string;
  maxHeight?: number;
  className?: string;
}) {
  const t = useT();
  return (
    <figure className={['code-block', className].filter(Boolean).join(' ')}>
      <figcaption className="code-block__bar">
        <span className="code-block__title">{title}</span>
        <span className="code-block__language">{language}</span>
        <CopyButton text={code} label={title} />
      </figcaption>
      {/* Long lines scroll in the box: focusable and named, so the keyboard can scroll it. */}
      <pre
        className="code-block__body"
        tabIndex={0}
        role="region"
        aria-label={t('a11y.codeRegion', { what: title })}
        style={maxHeight ? { maxHeight } : undefined}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
