import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/resend-password-email';
import { RichText } from '~/components/ui/rich-text';
import { useResendPasswordEmailMutation } from '~/features/auth/api/resend-password-email';
import { AuthCard } from '~/features/auth/components/auth-card';
import { BackToLogin } from '~/features/auth/components/auth-footer';
import { EmailField } from '~/features/auth/components/email-field';
import { ResendCountdown } from '~/features/auth/components/resend-countdown';
import { SubmitButton } from '~/features/auth/components/submit-button';
import { useEmailTypoConfirm } from '~/features/auth/components/use-email-typo-confirm';
import { validateEmail } from '~/features/auth/validation';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { showToast } from '~/lib/ui-state/toast-store';
import { useForm } from '~/lib/forms/use-form';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.forgot.title');

const RESEND_DELAY_MS = 2 * 60 * 1000;
const validators = { email: validateEmail };

/** Forgot password: e-mail → a reset link; then "check your inbox" with a resend after 2 minutes. */
export default function ResendPasswordEmailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const request = useResendPasswordEmailMutation();
  const form = useForm({ email: params.get('email') ?? '' }, validators);
  const { confirmEmail, dialog } = useEmailTypoConfirm((email) => form.setValue('email', email));
  const [sent, setSent] = useState<{ email: string; availableAt: number } | null>(null);

  const send = (email: string) =>
    request.mutate(email, {
      onSuccess: () => {
        if (sent) showToast(t('auth.resend.sent'), 'success');
        setSent({ email, availableAt: Date.now() + RESEND_DELAY_MS });
      },
      onError: (error) => {
        if (!sent && resultCodeOf(error) === 11011) form.setError('email', errorText(error, t));
      },
    });

  const onSubmit = form.handleSubmit(async (values) => {
    const email = await confirmEmail(values.email.trim());
    if (email) send(email);
  });

  const backToLogin = <BackToLogin />;

  if (sent) {
    return (
      <AuthCard
        icon="mail"
        title={t('auth.forgot.sentTitle')}
        subtitle={
          <p>
            <RichText text={t('auth.forgot.sentBody')} values={{ email: <strong>{sent.email}</strong> }} />
          </p>
        }
        footer={backToLogin}
      >
        <p className="auth-resend">{t('auth.confirm.spam')}</p>
        <ResendCountdown
          availableAt={sent.availableAt}
          isPending={request.isPending}
          onResend={() => send(sent.email)}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={<p>{t('auth.forgot.subtitle')}</p>} footer={backToLogin}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField label={t('auth.field.email')} autoComplete="email" autoFocus {...form.field('email')} />
        <SubmitButton isPending={request.isPending}>{t('auth.forgot.submit')}</SubmitButton>
      </form>
      {dialog}
    </AuthCard>
  );
}
