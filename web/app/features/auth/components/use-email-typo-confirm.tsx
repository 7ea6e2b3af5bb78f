import { useCallback, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { useT } from '~/i18n';
import { getTypoDecision, rememberTypoDecision } from '../email-typo-memory';
import { fixGmailTypo, hasGmailTypo } from '../validation';

type TPending = { email: string; resolve: (email: string | null) => void };

/**
 * SPEC 5: submitting an address with an unfixed Gmail typo asks 'Confirm your email' first.
 * `confirmEmail(email)` resolves with the address to use (fixed or kept), or null if the
 * dialog was dismissed. The decision is remembered for that address.
 */
export function useEmailTypoConfirm(onFixed: (email: string) => void) {
  const t = useT();
  const [pending, setPending] = useState<TPending | null>(null);
  const pendingRef = useRef<TPending | null>(null);

  const confirmEmail = useCallback((email: string): Promise<string | null> => {
    if (!hasGmailTypo(email) || getTypoDecision(email)) return Promise.resolve(email);
    return new Promise((resolve) => {
      pendingRef.current = { email, resolve };
      setPending(pendingRef.current);
    });
  }, []);

  const finish = (answer: 'fix' | 'keep' | null) => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    if (answer === null) return current.resolve(null);
    rememberTypoDecision(current.email, answer === 'fix' ? 'fixed' : 'kept');
    const email = answer === 'fix' ? fixGmailTypo(current.email) : current.email;
    if (answer === 'fix') onFixed(email);
    current.resolve(email);
  };

  const email = pending?.email ?? '';
  const suggestion = fixGmailTypo(email);
  const dialog = (
    <Dialog
      isOpen={pending !== null}
      onClose={() => finish(null)}
      title={t('email.typo.dialogTitle')}
      actions={
        <>
          <Button variant="ghost" onClick={() => finish('keep')}>
            {t('email.typo.keep', { email })}
          </Button>
          <Button onClick={() => finish('fix')}>{t('email.typo.useSuggestion', { suggestion })}</Button>
        </>
      }
    >
      <p>{t('email.typo.dialogBody', { email, suggestion })}</p>
    </Dialog>
  );
  return { confirmEmail, dialog };
}
