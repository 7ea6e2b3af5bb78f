import type { ReactNode } from 'react';
import { Icon, type TIconName } from '~/components/ui/icon';
import '~/components/ui/tone.css';
import './auth.css';

type TAuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** A status page (sent, done, invalid link) shows an icon above the title. */
  icon?: TIconName;
  iconTone?: 'accent' | 'danger' | 'info';
  children?: ReactNode;
  /** Under the card: "Already have an account? Log in". */
  footer?: ReactNode;
  /** A panel beside the card on wide screens. */
  aside?: ReactNode;
};

/** The centred card every sign-in, registration and account-link page is built from. */
export function AuthCard({ title, subtitle, icon, iconTone = 'accent', children, footer, aside }: TAuthCardProps) {
  return (
    <div className={aside ? 'auth-page auth-page--split' : 'auth-page'}>
      <div className="auth-page__inner">
        <div className="auth-card">
          {icon ? (
            <span className={`status-icon auth-card__icon tone-${iconTone}`} aria-hidden="true">
              <Icon name={icon} size={24} />
            </span>
          ) : null}
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <div className="auth-card__subtitle">{subtitle}</div> : null}
          {children ? <div className="auth-card__body">{children}</div> : null}
        </div>
        {footer ? <p className="auth-page__footer">{footer}</p> : null}
      </div>
      {aside ? <aside className="auth-page__aside">{aside}</aside> : null}
    </div>
  );
}
