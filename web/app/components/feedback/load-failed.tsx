import { Alert } from '~/components/ui/alert';
import { Button, type TButtonVariant } from '~/components/ui/button';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';

/**
 * A part of the page whose data could not be loaded: the failure, with the server's reason, and a
 * Retry button when `retry` is given (`retryVariant`: how much it stands out where it is shown).
 */
export function LoadFailed({
  error,
  retry,
  retryVariant = 'secondary',
}: {
  error: unknown;
  retry?: () => void;
  retryVariant?: TButtonVariant;
}) {
  const { t } = useI18n();
  return (
    <Alert tone="error" title={t('common.loadFailed')}>
      <p>{errorText(error, t)}</p>
      {retry ? (
        <Button variant={retryVariant} size="sm" onClick={retry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
