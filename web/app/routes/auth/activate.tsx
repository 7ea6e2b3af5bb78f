import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/activate';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { useActivateMutation } from '~/features/auth/api/activate';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthSpinner, useRunOnce } from '~/features/auth/components/link-token-status';
import { ResendActivationForm } from '~/features/auth/components/resend-activation-form';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useRefreshSession } from '~/lib/session/use-refresh-session';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.activate.title');

/** /auth/activate?token=: the link from the activation e-mail; success logs the user in. */
export default function ActivatePage() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const activation = useActivateMutation();
  const refreshSession = useRefreshSession();
  const run = useCallback(() => {
    activation.mutate(token, { onSuccess: () => void refreshSession() });
  }, [activation, token, refreshSession]);
  useRunOnce(run, token !== '');

  const isInvalid = token === '' || resultCodeOf(activation.error) === 11017;
  if (isInvalid) {
    return (
      <AuthCard
        icon="alert"
        iconTone="danger"
        title={t('auth.linkInvalid')}
        subtitle={<p>{t('auth.activate.invalidBody')}</p>}
        footer={
          <Link className="text-link" to={`/auth/login?lang=${lang}`}>
            {t('auth.backToLogin')}
          </Link>
        }
      >
        <ResendActivationForm />
      </AuthCard>
    );
  }
  if (activation.isSuccess) {
    return (
      <AuthCard icon="check" title={t('auth.activate.successTitle')} subtitle={<p>{t('auth.activate.successBody')}</p>}>
        <LinkButton to="/user/accountSettings" size="lg" block>
          {t('auth.activate.toApiKey')}
        </LinkButton>
      </AuthCard>
    );
  }
  if (activation.isError) {
    return (
      <AuthCard icon="alert" iconTone="danger" title={t('auth.activate.title')}>
        <Alert tone="error">{errorText(activation.error, t)}</Alert>
        <Button onClick={run}>{t('common.retry')}</Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon="key" iconTone="info" title={t('auth.activate.title')}>
      <AuthSpinner label={t('auth.activate.loading')} />
    </AuthCard>
  );
}
