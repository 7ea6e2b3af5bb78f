import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/confirm';
import { RichText } from '~/components/ui/rich-text';
import { useResendActivationMutation } from '~/features/auth/api/resend-activation';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthFooter } from '~/features/auth/components/auth-footer';
import { ResendCountdown, toAvailableAt } from '~/features/auth/components/resend-countdown';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { showToast } from '~/lib/ui-state/toast-store';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.confirm.title');

/** "Check your inbox" after registering; another activation e-mail after 2 minutes (SPEC 9). */
export default function ConfirmPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  // Without `at` (e.g. from the login page's "not activated" notice) a resend may be asked at once.
  const [availableAt, setAvailableAt] = useState(() => Number(params.get('at')) || 0);
  const resend = useResendActivationMutation();

  return (
    <AuthCard
      icon="mail"
      title={t('auth.confirm.title')}
      subtitle={
        email ? (
          <p>
            <RichText text={t('auth.confirm.body')} values={{ email: <strong>{email}</strong> }} />
          </p>
        ) : (
          <p>{t('auth.confirm.bodyNoEmail')}</p>
        )
      }
      footer={
        <AuthFooter
          prompt={t('auth.confirm.wrongEmail')}
          to="/auth/register"
          hasLang
          label={t('auth.confirm.registerAgain')}
        />
      }
    >
      <p className="auth-resend">{t('auth.confirm.spam')}</p>
      {email ? (
        <ResendCountdown
          availableAt={availableAt}
          isPending={resend.isPending}
          onResend={() =>
            resend.mutate(email, {
              onSuccess: (result) => {
                setAvailableAt(toAvailableAt(result.resendAvailableAt));
                showToast(t('auth.resend.sent'), 'success');
              },
            })
          }
        />
      ) : null}
    </AuthCard>
  );
}
