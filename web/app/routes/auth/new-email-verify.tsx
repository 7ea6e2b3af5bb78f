import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/new-email-verify';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import { useNewEmailVerifyMutation } from '~/features/auth/api/new-email-verify';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthSpinner, useRunOnce } from '~/features/auth/components/link-token-status';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useRefreshSession } from '~/lib/session/use-refresh-session';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.newEmailVerify.title');

/** /auth/newEmailVerify?token=: the link from the e-mail-change message. */
export default function NewEmailVerifyPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useNewEmailVerifyMutation();
  const refreshSession = useRefreshSession();
  const run = useCallback(() => {
    verify.mutate(token, { onSuccess: () => void refreshSession() });
  }, [verify, token, refreshSession]);
  useRunOnce(run, token !== '');

  if (token === '' || resultCodeOf(verify.error) === 11017) {
    return (
      <AuthCard
        icon="alert"
        iconTone="danger"
        title={t('auth.linkInvalid')}
        subtitle={<p>{t('auth.newEmailVerify.invalidBody')}</p>}
      >
        <LinkButton to="/auth/emailChange" size="lg" block>
          {t('auth.newEmailVerify.again')}
        </LinkButton>
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard
        icon="check"
        title={t('auth.newEmailVerify.successTitle')}
        subtitle={
          <p>
            <RichText
              text={t('auth.newEmailVerify.successBody')}
              values={{ email: <strong>{verify.data.email}</strong> }}
            />
          </p>
        }
      >
        <LinkButton to="/user/profile" size="lg" block>
          {t('auth.newEmailVerify.toProfile')}
        </LinkButton>
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard icon="alert" iconTone="danger" title={t('auth.newEmailVerify.title')}>
        <Alert tone="error">{errorText(verify.error, t)}</Alert>
        <Button onClick={run}>{t('common.retry')}</Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon="mail" iconTone="info" title={t('auth.newEmailVerify.title')}>
      <AuthSpinner label={t('auth.newEmailVerify.loading')} />
    </AuthCard>
  );
}
