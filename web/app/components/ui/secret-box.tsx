import { useState, type ReactNode } from 'react';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
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

/** The catalogue sections that hold a text under each of `TSuffixes` (`animation.key` for `copy` and `copied`, …). */
type TSectionWith<TSuffixes extends string> = {
  [TSuffix in TSuffixes]: TMessageKey extends infer K ? (K extends `${infer S}.${TSuffix}` ? S : never) : never;
}[TSuffixes] &
  string;

/** What a copy button says: its label, its label once copied, what it copies (for its name), the announcement and the failure. */
export type TCopyTexts = { copy: string; copied: string; name: string; announcement: string; failed: string };

/** Every section's keys of a copy button: a credential's `copy`, `copied`, `name`, `copiedAnnouncement` and `copyFailed`. */
type TCopySection = TSectionWith<'copy'> &
  TSectionWith<'copied'> &
  TSectionWith<'name'> &
  TSectionWith<'copiedAnnouncement'> &
  TSectionWith<'copyFailed'>;

/**
 * Copies a credential: "Copied" for a moment and an announcement to screen readers (the button keeps
 * its name); a toast asks the reader to copy it themselves when the clipboard refuses. `getText`
 * may fetch it first; null means nothing to copy (its caller has said why).
 */
export function CopySecretButton({
  getText,
  texts: given,
  disabled,
}: {
  getText: () => Promise<string | null>;
  /**
   * Its texts, or the credential's section of the catalogue that has them: `copy`, `copied`, `name`,
   * `copiedAnnouncement` and `copyFailed`.
   */
  texts: TCopyTexts | TCopySection;
  disabled?: boolean;
}) {
  const t = useT();
  const { isCopied, setCopied } = useCopiedFeedback();
  // A section's type holds only sections that have all five keys.
  const text = (suffix: 'copy' | 'copied' | 'name' | 'copiedAnnouncement' | 'copyFailed') =>
    t(`${String(given)}.${suffix}` as TMessageKey);
  const texts: TCopyTexts =
    typeof given === 'string'
      ? {
          copy: text('copy'),
          copied: text('copied'),
          name: text('name'),
          announcement: text('copiedAnnouncement'),
          failed: text('copyFailed'),
        }
      : given;
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
type TReplaceTexts = { button: string; title: string; body: string; confirm: string; done: string };

/** The keys of replacing a credential in its catalogue section, after the verb its page uses. */
type TReplaceSuffix = '' | 'Title' | 'Body' | 'Confirm' | 'd';

/**
 * Replaces a credential (regenerates the API key, rotates a signing secret) behind a confirmation:
 * a button for the panel's actions and the dialog it opens. `replace` starts the change and calls
 * `onDone` once it worked; the dialog then closes and a toast says so.
 */
export function ReplaceSecretButton<TVerb extends 'regenerate' | 'rotate'>({
  texts: section,
  verb,
  isPending,
  disabled,
  replace,
}: {
  /**
   * The credential's section of the catalogue and the verb its page uses (`regenerate` a key,
   * `rotate` a secret): `<verb>`, `<verb>Title`, `<verb>Body`, `<verb>Confirm` and, once done, `<verb>d`.
   */
  texts: TSectionWith<`${TVerb}${TReplaceSuffix}`>;
  verb: TVerb;
  isPending: boolean;
  disabled?: boolean;
  replace: (onDone: () => void) => void;
}) {
  const t = useT();
  // The section's type holds only sections that have all five keys of the verb.
  const text = (suffix: TReplaceSuffix) => t(`${section}.${verb}${suffix}` as TMessageKey);
  const texts: TReplaceTexts = {
    button: text(''),
    title: text('Title'),
    body: text('Body'),
    confirm: text('Confirm'),
    done: text('d'),
  };
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
