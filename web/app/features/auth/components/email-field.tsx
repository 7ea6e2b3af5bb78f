import { useEffect, useState } from 'react';
import { TextField } from '~/components/ui/text-field';
import { useT } from '~/i18n';
import { getTypoDecision, rememberTypoDecision } from '../email-typo-memory';
import { fixGmailTypo, hasGmailTypo } from '../validation';

type TEmailFieldProps = {
  label: string;
  name: string;
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  autoComplete?: string;
  autoFocus?: boolean;
  'aria-required'?: boolean;
};

/** E-mail input with the SPEC 5 Gmail-typo prompt: 'Is it a Gmail? If so, please correct it'. */
export function EmailField({ label, value, onValueChange, ...rest }: TEmailFieldProps) {
  const t = useT();
  // localStorage is read after hydration so server and browser render the same first frame.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const showPrompt = isMounted && hasGmailTypo(value) && getTypoDecision(value) !== 'kept';
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onValueChange={onValueChange}
      extra={
        showPrompt ? (
          <p className="field__note" data-testid="gmail-typo">
            {t('email.typo.prompt')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                rememberTypoDecision(value, 'fixed');
                onValueChange(fixGmailTypo(value));
              }}
            >
              {t('email.typo.fix')}
            </button>
          </p>
        ) : null
      }
      {...rest}
    />
  );
}
