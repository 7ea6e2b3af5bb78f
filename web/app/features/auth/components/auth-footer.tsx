import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n';
import { AuthCard } from './auth-card';

type TAuthFooterProps = {
  prompt?: string;
  to: string;
  label: string;
  /** The link keeps the page's language (`?lang=`), as links between the sign-in pages do. */
  hasLang?: boolean;
};

/** The line under an auth card: an optional prompt, then its link ("No account yet? Register"). */
export function AuthFooter({ prompt, to, label, hasLang = false }: TAuthFooterProps) {
  const { lang } = useI18n();
  return (
    <>
      {prompt ? <>{prompt} </> : null}
      {/*
        Keeps the focus where it is on mouse-down: moving it would blur an auto-focused, empty field,
        whose 'required' error then pushes this link down before mouse-up, and the click would be lost.
      */}
      <Link
        className="text-link"
        to={hasLang ? `${to}?lang=${lang}` : to}
        onMouseDown={(event) => event.preventDefault()}
      >
        {label}
      </Link>
    </>
  );
}

/** "Back to log in", in the page's language. */
export function BackToLogin() {
  const { t } = useI18n();
  return <AuthFooter to="/auth/login" hasLang label={t('auth.backToLogin')} />;
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
