import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { useLoginMutation } from '~/features/auth/api/login';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthFooter } from '~/features/auth/components/auth-footer';
import { EmailField } from '~/features/auth/components/email-field';
import { PasswordField } from '~/features/auth/components/password-field';
import { SubmitButton } from '~/features/auth/components/submit-button';
import { useEmailTypoConfirm } from '~/features/auth/components/use-email-typo-confirm';
import { useFormAlert } from '~/features/auth/components/use-form-alert';
import { validateEmail, validateLoginPassword } from '~/features/auth/validation';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { safeRedirectPath } from '~/lib/session/login-path';
import { authPathWithRedirect } from '~/lib/session/signup-redirect';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { useForm } from '~/lib/forms/use-form';
import { useRefreshSession } from '~/lib/session/use-refresh-session';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, 'meta.login.title', { descriptionKey: 'meta.login.description', isIndexed: true });

const AFTER_LOGIN = '/user/accountSettings';
const validators = { account: validateEmail, password: validateLoginPassword };

export default function LoginPage() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const login = useLoginMutation();
  const form = useForm({ account: params.get('email') ?? '', password: '' }, validators);
  const { confirmEmail, dialog } = useEmailTypoConfirm((email) => form.setValue('account', email));
  const { alert, clearAlert, showUnactivated, showError } = useFormAlert(t('auth.login.unactivated'));
  const target = safeRedirectPath(params.get('redirect'), AFTER_LOGIN);

  const onSubmit = form.handleSubmit(async (values) => {
    const account = await confirmEmail(values.account.trim());
    if (!account) return;
    clearAlert();
    login.mutate(
      { account, password: values.password, loginUrl: window.location.href },
      {
        onSuccess: async () => {
          await refreshSession();
          await navigate(target, { replace: true });
        },
        onError: (error) => {
          const code = resultCodeOf(error);
          if (code === 11015) form.setError('password', errorText(error, t));
          else if (code === 11011) form.setError('account', errorText(error, t));
          else if (code === 11014) showUnactivated(account);
          else showError(error);
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <AuthFooter
          prompt={t('auth.login.noAccount')}
          // A visitor sent here from a plan's checkout registers and comes back to it.
          to={authPathWithRedirect('/auth/register', lang, params.get('redirect'))}
          label={t('auth.login.register')}
        />
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {alert}
        <EmailField label={t('auth.field.email')} autoComplete="username" autoFocus {...form.field('account')} />
        <PasswordField label={t('auth.field.password')} {...form.field('password')} />
        <div className="auth-form__row">
          <Link
            className="text-link"
            to={`/setting/resendPasswordEmail?lang=${lang}${form.values.account ? `&email=${encodeURIComponent(form.values.account.trim())}` : ''}`}
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <SubmitButton isPending={login.isPending}>{t('auth.login.submit')}</SubmitButton>
      </form>
      {dialog}
    </AuthCard>
  );
}
