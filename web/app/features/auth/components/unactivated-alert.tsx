import { Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';

/** SPEC 5: the account exists but is not activated; the link leads to sending the activation mail again. */
export function UnactivatedAlert({ email, message }: { email: string; message: string }) {
  const { lang, t } = useI18n();
  return (
    <Alert tone="warning">
      {message}{' '}
      <Link className="text-link" to={`/auth/confirm?email=${encodeURIComponent(email)}&lang=${lang}`}>
        {t('auth.login.resendActivation')}
      </Link>
    </Alert>
  );
}
