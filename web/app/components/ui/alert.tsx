import type { ReactNode } from 'react';
import { Icon } from './icon';
import './alert.css';

const TONE_ICON = { error: 'alert', success: 'check', info: 'bolt', warning: 'alert' } as const;

/** Inline message box; errors are announced (role="alert"). */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'error' | 'success' | 'info' | 'warning';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={TONE_ICON[tone]} size={18} className="alert__icon" />
      <div className="alert__text">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div className="alert__body">{children}</div> : null}
      </div>
    </div>
  );
}
