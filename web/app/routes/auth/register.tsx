import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { Icon } from '~/components/ui/icon';
import { RichText } from '~/components/ui/rich-text';
import { useRegisterMutation } from '~/features/auth/api/register';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthFooter } from '~/features/auth/components/auth-footer';
import { EmailField } from '~/features/auth/components/email-field';
import { PasswordField } from '~/features/auth/components/password-field';
import { SubmitButton } from '~/features/auth/components/submit-button';
import { toAvailableAt } from '~/features/auth/components/resend-countdown';
import { useEmailTypoConfirm } from '~/features/auth/components/use-email-typo-confirm';
import { useFormAlert } from '~/features/auth/components/use-form-alert';
import { validateEmail, validatePassword } from '~/features/auth/validation';
import { FREE_TRIAL_DAILY_CALLS, FREE_TRIAL_DELAY_MINUTES } from '~/features/marketing/constants';
import { useI18n } from '~/i18n';
import { freeTrialDaysOf, useFreeTrialDays } from '~/lib/free-trial/free-trial-days';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { readRootData } from '~/lib/seo/route-meta';
import { useForm } from '~/lib/forms/use-form';
import { authPathWithRedirect, rememberSignupRedirect } from '~/lib/session/signup-redirect';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, 'meta.register.title', {
    descriptionKey: 'meta.register.description',
    params: { days: freeTrialDaysOf(readRootData(args.matches)?.nav.systemConfig.freeTrialDays) },
    isIndexed: true,
  });

const validators = { email: validateEmail, password: validatePassword };

function RegisterAside() {
  const { t } = useI18n();
  return (
    <>
      <h2>{t('auth.register.asideTitle')}</h2>
      <ul className="auth-checks auth-checks--inverse">
        {(['auth.register.point1', 'auth.register.point2', 'auth.register.point3'] as const).map((key) => (
          <li key={key}>
            <Icon name="check" size={18} />
            {t(key)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A link under the fields that keeps the focus where it is on mouse-down: moving it would blur the
 * (auto-focused) e-mail field, whose 'required' error then pushes the link down before mouse-up, and
 * the first click would be lost.
 */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="text-link" to={to} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </Link>
  );
}

export default function RegisterPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const trialDays = useFreeTrialDays();
  // The page a visitor came from (a plan's checkout): activation leads back to it.
  const redirect = useSearchParams()[0].get('redirect');
  const registration = useRegisterMutation();
  const form = useForm({ email: '', password: '' }, validators);
  const { confirmEmail, dialog } = useEmailTypoConfirm((email) => form.setValue('email', email));
  const { alert, clearAlert, showUnactivated, showError } = useFormAlert(t('auth.register.unactivated'));

  const onSubmit = form.handleSubmit(async (values) => {
    const email = await confirmEmail(values.email.trim());
    if (!email) return;
    clearAlert();
    registration.mutate(
      {
        email,
        password: values.password,
        lang,
        registerUrl: window.location.href,
        refererUrl: document.referrer || undefined,
      },
      {
        onSuccess: (result) => {
          rememberSignupRedirect(redirect);
          const at = toAvailableAt(result.resendAvailableAt);
          void navigate(`/auth/confirm?email=${encodeURIComponent(result.email ?? email)}&at=${at}&lang=${lang}`);
        },
        onError: (error) => {
          const code = resultCodeOf(error);
          if (code === 11012) form.setError('email', errorText(error, t));
          else if (code === 11014) showUnactivated(email);
          else showError(error);
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle', {
        days: trialDays,
        calls: FREE_TRIAL_DAILY_CALLS,
        minutes: FREE_TRIAL_DELAY_MINUTES,
      })}
      aside={<RegisterAside />}
      footer={
        <AuthFooter
          prompt={t('auth.register.haveAccount')}
          to={authPathWithRedirect('/auth/login', lang, redirect)}
          label={t('auth.register.login')}
        />
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {alert}
        <EmailField label={t('auth.field.email')} autoComplete="email" autoFocus {...form.field('email')} />
        <PasswordField
          label={t('auth.field.password')}
          isNew
          hint={t('auth.password.hint')}
          {...form.field('password')}
        />
        <SubmitButton isPending={registration.isPending}>{t('auth.register.submit')}</SubmitButton>
        <p className="auth-form__fine">
          <RichText
            text={t('auth.register.terms')}
            values={{
              terms: <LegalLink to={`/home/terms?lang=${lang}`}>{t('auth.register.termsLink')}</LegalLink>,
              privacy: <LegalLink to={`/home/privacy?lang=${lang}`}>{t('auth.register.privacyLink')}</LegalLink>,
            }}
          />
        </p>
      </form>
      {dialog}
    </AuthCard>
  );
}
