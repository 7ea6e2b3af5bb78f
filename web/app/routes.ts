import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Only routes with real pages are registered; the blog, document and default layouts in
// routes/layouts/ are wired in by the issues that bring their pages. Login-required pages
// (SPEC 2) sit inside the pathless login-required layout, registered once per outer layout.
export default [
  layout('routes/layouts/basic-extended.tsx', [index('routes/home.tsx')]),
  layout('routes/layouts/console.tsx', [
    layout('routes/layouts/login-required.tsx', { id: 'console-login-required' }, [
      route('user/accountSettings', 'routes/user/account-settings.tsx', { id: 'user-accountSettings' }),
      route('user/profile', 'routes/user/profile.tsx', { id: 'user-profile' }),
    ]),
  ]),
  layout('routes/layouts/basic.tsx', [
    route('auth/login', 'routes/auth/login.tsx', { id: 'auth-login' }),
    route('auth/register', 'routes/auth/register.tsx', { id: 'auth-register' }),
    route('auth/confirm', 'routes/auth/confirm.tsx', { id: 'auth-confirm' }),
    route('auth/activate', 'routes/auth/activate.tsx', { id: 'auth-activate' }),
    route('auth/newEmailVerify', 'routes/auth/new-email-verify.tsx', { id: 'auth-newEmailVerify' }),
    route('setting/resendPasswordEmail', 'routes/setting/resend-password-email.tsx', {
      id: 'setting-resendPasswordEmail',
    }),
    route('setting/resetPassword', 'routes/setting/reset-password.tsx', { id: 'setting-resetPassword' }),
    route('setting/confirm', 'routes/setting/confirm.tsx', { id: 'setting-confirm' }),
    route('dev/mailbox', 'routes/dev/mailbox.tsx', { id: 'dev-mailbox' }),
    layout('routes/layouts/login-required.tsx', { id: 'auth-login-required' }, [
      route('auth/freetrial', 'routes/auth/freetrial.tsx', { id: 'auth-freetrial' }),
      route('auth/emailChange', 'routes/auth/email-change.tsx', { id: 'auth-emailChange' }),
      route('auth/newEmailConfirm', 'routes/auth/new-email-confirm.tsx', { id: 'auth-newEmailConfirm' }),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
