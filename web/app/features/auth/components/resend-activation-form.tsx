import { useNavigate } from 'react-router';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { useForm } from '~/lib/forms/use-form';
import { useResendActivationMutation } from '../api/resend-activation';
import { validateEmail } from '../validation';
import { EmailField } from './email-field';
import { toAvailableAt } from './resend-countdown';
import { SubmitButton } from './submit-button';
import { useEmailTypoConfirm } from './use-email-typo-confirm';

const validators = { email: validateEmail };

/** For an expired activation link: e-mail → a new link, then the "check your inbox" page. */
export function ResendActivationForm() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const resend = useResendActivationMutation();
  const form = useForm({ email: '' }, validators);
  const { confirmEmail, dialog } = useEmailTypoConfirm((email) => form.setValue('email', email));
  const onSubmit = form.handleSubmit(async (values) => {
    const email = await confirmEmail(values.email.trim());
    if (!email) return;
    resend.mutate(email, {
      onSuccess: (result) => {
        const at = toAvailableAt(result.resendAvailableAt);
        void navigate(`/auth/confirm?email=${encodeURIComponent(email)}&at=${at}&lang=${lang}`);
      },
      onError: (error) => {
        if (resultCodeOf(error) !== null) form.setError('email', errorText(error, t));
      },
    });
  });
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <EmailField label={t('auth.field.email')} autoComplete="email" {...form.field('email')} />
      <SubmitButton isPending={resend.isPending} size="md">
        {t('auth.activate.resendSubmit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
