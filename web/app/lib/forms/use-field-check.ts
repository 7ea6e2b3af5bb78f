import { useState } from 'react';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

/**
 * One field checked on its own, outside useForm (an inline editor, a one-field form): its error,
 * stored translated, and `check(value)`, which shows the rule's verdict (`validate`: the message
 * key of what is wrong, or null) and says whether the value passed. `setError` puts a server's
 * message there.
 */
export function useFieldCheck(validate: (value: string) => TMessageKey | null) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const check = (value: string): boolean => {
    const key = validate(value);
    setError(key ? t(key) : null);
    return key === null;
  };
  return { error, setError, check };
}
