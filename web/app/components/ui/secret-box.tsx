import { useState, type ReactNode } from 'react';
import { useT } from '~/i18n';
import { announce, showToast } from '~/lib/ui-state/toast-store';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Icon } from './icon';
import './secret-box.css';

/**
 * A credential (the API key, a webhook's signing secret) in a framed box with its buttons beside
 * it; it breaks anywhere rather than widen the page. `isLive` when it changes in place (shown, hidden).
 */
export function SecretBox({
  value,
  valueTestId,
  valueClassName,
  isLive = false,
  actions,
}: {
  value: ReactNode;
  valueTestId: string;
  valueClassName?: string;
  isLive?: boolean;
  actions: ReactNode;
}) {
  return (
    <div className="key-box cluster spread">
      <code
        className={['key-box__value', valueClassName].filter(Boolean).join(' ')}
        data-testid={valueTestId}
        aria-live={isLive ? 'polite' : undefined}
      >
        {value}
      </code>
      <div className="key-box__actions">{actions}</div>
    </div>
  );
}

/** What a copy button says: its label, its label once copied, what it copies (for its name), the announcement and the failure. */
export type TCopyTexts = { copy: string; copied: string; name: string; announcement: string; failed: string };

/**
 * Copies a credential: "Copied" for a moment and an announcement to screen readers (the button keeps
 * its name); a toast asks the reader to copy it themselves when the clipboard refuses. `getText`
 * may fetch it first; null means nothing to copy (its caller has said why).
 */
export function CopySecretButton({
  getText,
  texts,
  disabled,
}: {
  getText: () => Promise<string | null>;
  texts: TCopyTexts;
  disabled?: boolean;
}) {
  const { isCopied, setCopied } = useCopiedFeedback();
  const copy = async () => {
    const text = await getText();
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      announce(texts.announcement);
    } catch {
      showToast(texts.failed);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={disabled} onClick={() => void copy()}>
      <Icon name={isCopied ? 'check' : 'copy'} size={16} />
      {isCopied ? texts.copied : texts.copy}
      <span className="visually-hidden"> {texts.name}</span>
    </Button>
  );
}

/** What replacing a credential says: its button, the confirmation's title, body and button, and the toast once done. */
export type TReplaceTexts = { button: string; title: string; body: string; confirm: string; done: string };

/**
 * Replaces a credential (regenerates the API key, rotates a signing secret) behind a confirmation:
 * a button for the panel's actions and the dialog it opens. `replace` starts the change and calls
 * `onDone` once it worked; the dialog then closes and a toast says so.
 */
export function ReplaceSecretButton({
  texts,
  isPending,
  disabled,
  replace,
}: {
  texts: TReplaceTexts;
  isPending: boolean;
  disabled?: boolean;
  replace: (onDone: () => void) => void;
}) {
  const t = useT();
  const [isConfirming, setConfirming] = useState(false);
  const onDone = () => {
    setConfirming(false);
    showToast(texts.done, 'success');
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={disabled} aria-haspopup="dialog">
        <Icon name="refresh" size={16} />
        {texts.button}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={texts.title}
        cancelLabel={t('common.cancel')}
        confirmLabel={texts.confirm}
        isPending={isPending}
        onConfirm={() => replace(onDone)}
      >
        <p>{texts.body}</p>
      </ConfirmDialog>
    </>
  );
}
