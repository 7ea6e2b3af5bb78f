import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/email-change';
import { Alert } from '~/components/ui/alert';
import { useEmailChangeMutation } from '~/features/auth/api/email-change';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthFooter } from '~/features/auth/components/auth-footer';
import { EmailField } from '~/features/auth/components/email-field';
import { PasswordField } from '~/features/auth/components/password-field';
import { SubmitButton } from '~/features/auth/components/submit-button';
import { useEmailTypoConfirm } from '~/features/auth/components/use-email-typo-confirm';
import { required, validateEmail } from '~/features/auth/validation';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useRootData } from '~/root-data';
import { useForm } from '~/lib/forms/use-form';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.emailChange.title');

const validators = { newEmail: validateEmail, password: required };

/** Login required: new address + current password → a confirmation link to the new address. */
export default function EmailChangePage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const currentEmail = useRootData()?.user?.email ?? '';
  const change = useEmailChangeMutation();
  const form = useForm({ newEmail: '', password: '' }, validators);
  const { confirmEmail, dialog } = useEmailTypoConfirm((email) => form.setValue('newEmail', email));
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    const newEmail = await confirmEmail(values.newEmail.trim());
    if (!newEmail) return;
    setFormError(null);
    change.mutate(
      { newEmail, password: values.password },
      {
        onSuccess: (result) =>
          void navigate(`/auth/newEmailConfirm?email=${encodeURIComponent(result.newEmail ?? newEmail)}&lang=${lang}`),
        onError: (error) => {
          const code = resultCodeOf(error);
          if (code === 11015) form.setError('password', errorText(error, t));
          else if (code === 11012 || code === 10002)
            form.setError('newEmail', errorText(error, t, { badRequest: 'validation.email' }));
          else if (!(error as { isLoginRequired?: boolean }).isLoginRequired) setFormError(errorText(error, t));
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('auth.emailChange.title')}
      subtitle={<p>{t('auth.emailChange.subtitle')}</p>}
      footer={<AuthFooter to="/user/profile" label={t('auth.emailChange.back')} />}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <p className="auth-current">
          <span>{t('auth.emailChange.current')}</span>
          <strong>{currentEmail}</strong>
        </p>
        <EmailField label={t('auth.field.newEmail')} autoComplete="email" autoFocus {...form.field('newEmail')} />
        <PasswordField label={t('auth.field.currentPassword')} {...form.field('password')} />
        <SubmitButton isPending={change.isPending}>{t('auth.emailChange.submit')}</SubmitButton>
      </form>
      {dialog}
    </AuthCard>
  );
}
