import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n';
import { AuthCard } from './auth-card';

/** The line under an auth card: an optional prompt, then its link ("No account yet? Register"). */
export function AuthFooter({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <>
      {prompt ? <>{prompt} </> : null}
      <Link className="text-link" to={to}>
        {label}
      </Link>
    </>
  );
}

/** "Back to log in", in the page's language. */
export function BackToLogin() {
  const { t, lang } = useI18n();
  return <AuthFooter to={`/auth/login?lang=${lang}`} label={t('auth.backToLogin')} />;
}

/** The card of a mailed link that is missing, used or expired, with what the visitor can do instead. */
export function InvalidLinkCard({ body, footer, children }: { body: string; footer?: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <AuthCard icon="alert" iconTone="danger" title={t('auth.linkInvalid')} subtitle={<p>{body}</p>} footer={footer}>
      {children}
    </AuthCard>
  );
}
