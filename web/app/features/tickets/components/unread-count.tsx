import { useT } from '~/i18n';
import { unreadBadgeText } from '../unread-text';
import './unread-badge.css';

/** A count of unread replies ('99+' from 100), read out in words; nothing at zero. */
export function UnreadCount({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className="visually-hidden">{t('tickets.unread', { count })}</span>
    </span>
  );
}
