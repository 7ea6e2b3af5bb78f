import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { useStaffSignIn } from '~/features/admin/api/staff-session';
import '~/features/admin/components/admin.css';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { safeRedirectPath } from '~/lib/session/login-path';
import { buildPageMeta } from '~/lib/seo/page-meta';

// Never indexed: the back office is not part of the site.
export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.admin.login.title');

/** The staff sign-in (docs/decisions/0019): its own page and cookie, separate from the customers' login. */
export default function AdminLoginPage() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useStaffSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const target = safeRedirectPath(params.get('redirect'), `/admin?lang=${lang}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: t('admin.login.required') }),
      ...(password ? {} : { password: t('admin.login.required') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate(target.startsWith('/admin') ? target : `/admin?lang=${lang}`, { replace: true }),
        onError: (error) => {
          const code = resultCodeOf(error);
          if (code === 11015) setErrors({ form: t('admin.login.wrong') });
          else if (code === 11010) setErrors({ form: t('admin.login.disabled') });
          else setErrors({ form: errorText(error, t) });
        },
      },
    );
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <main id="main" className="admin-login" tabIndex={-1}>
        <div className="admin-login__card">
          <p className="admin-login__brand">{t('admin.brand')}</p>
          <h1>{t('admin.login.title')}</h1>
          <p>{t('admin.login.subtitle')}</p>
          <form noValidate onSubmit={onSubmit}>
            {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
            <TextField
              label={t('admin.login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              value={email}
              onValueChange={setEmail}
              error={errors.email}
            />
            <TextField
              label={t('admin.login.password')}
              isPassword
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
            <Button type="submit" block isBusy={signIn.isPending}>
              {t('admin.login.submit')}
            </Button>
          </form>
        </div>
      </main>
    </>
  );
}
