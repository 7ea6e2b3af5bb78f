import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';

/** A refused staff call in the catalogue's words; 11016 says plainly that the role lacks the permission. */
export function StaffError({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (resultCodeOf(error) === 11016) {
    return (
      <Alert tone="error" title={t('admin.tickets.noPermission')}>
        <p>{errorText(error, t)}</p>
      </Alert>
    );
  }
  return <Alert tone="error">{errorText(error, t)}</Alert>;
}
