import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';

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
  const { isCopied, copy } = useCopiedFeedback();
  return (
    <button
      type="button"
      className="code-block__copy"
      aria-label={t('docs.copyLabel', { what: label })}
      onClick={() => copy(text, t('docs.copied'))}
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
