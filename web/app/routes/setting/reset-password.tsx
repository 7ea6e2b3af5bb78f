import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { Alert } from '~/components/ui/alert';
import { LinkButton } from '~/components/ui/button';
import { useResetPasswordMutation } from '~/features/auth/api/reset-password';
import { AuthCard } from '~/features/auth/components/auth-card';
import { BackToLogin, InvalidLinkCard } from '~/features/auth/components/auth-footer';
import { PasswordField } from '~/features/auth/components/password-field';
import { SubmitButton } from '~/features/auth/components/submit-button';
import { validatePassword, validatePasswordConfirm } from '~/features/auth/validation';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useForm, type TFieldValidator } from '~/lib/forms/use-form';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.reset.title');

type TField = 'password' | 'passwordConfirm';
const validators: Record<TField, TFieldValidator<TField>> = {
  password: validatePassword,
  passwordConfirm: (value, values) => validatePasswordConfirm(values.password)(value),
};

/** /setting/resetPassword?token=&code=: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const code = params.get('code') ?? '';
  const reset = useResetPasswordMutation();
  const form = useForm({ password: '', passwordConfirm: '' }, validators);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(
      { token, code, ...values },
      {
        onSuccess: () => void navigate(`/setting/confirm?lang=${lang}`, { replace: true }),
        onError: (error) => {
          if (resultCodeOf(error) === 10002)
            form.setError('passwordConfirm', errorText(error, t, { badRequest: 'validation.passwordMismatch' }));
          else if (resultCodeOf(error) !== 11017) setFormError(errorText(error, t));
        },
      },
    );
  });

  if (!token || !code || resultCodeOf(reset.error) === 11017) {
    return (
      <InvalidLinkCard body={t('auth.reset.invalidBody')} footer={<BackToLogin />}>
        <LinkButton to={`/setting/resendPasswordEmail?lang=${lang}`} size="lg" block>
          {t('auth.reset.requestNew')}
        </LinkButton>
      </InvalidLinkCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={<p>{t('auth.reset.subtitle')}</p>}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PasswordField
          label={t('auth.field.newPassword')}
          isNew
          autoFocus
          hint={t('auth.password.hint')}
          {...form.field('password')}
        />
        <PasswordField label={t('auth.field.confirmPassword')} isNew {...form.field('passwordConfirm')} />
        <SubmitButton isPending={reset.isPending}>{t('auth.reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
