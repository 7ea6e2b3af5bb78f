import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { useT } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { UnactivatedAlert } from './unactivated-alert';

type TFormAlert = { unactivatedEmail: string } | { error: string } | null;

/**
 * The alert above the log-in and registration forms: the account is not activated yet (with the
 * way to its activation mail, under `unactivatedMessage`) or another failure; cleared on each try.
 */
export function useFormAlert(unactivatedMessage: string) {
  const t = useT();
  const [state, setState] = useState<TFormAlert>(null);
  let alert = null;
  if (state && 'unactivatedEmail' in state) {
    alert = <UnactivatedAlert email={state.unactivatedEmail} message={unactivatedMessage} />;
  } else if (state) {
    alert = <Alert tone="error">{state.error}</Alert>;
  }
  return {
    alert,
    clearAlert: () => setState(null),
    showUnactivated: (email: string) => setState({ unactivatedEmail: email }),
    showError: (error: unknown) => setState({ error: errorText(error, t) }),
  };
}
