import type { ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';

/** A part of the page whose data could not be loaded: the failure, with the server's reason (and `children`: a retry). */
export function LoadFailed({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Alert tone="error" title={t('common.loadFailed')}>
      <p>{errorText(error, t)}</p>
      {children}
    </Alert>
  );
}
