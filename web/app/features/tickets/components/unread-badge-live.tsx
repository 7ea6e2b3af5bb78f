import { useT } from '~/i18n';
import { QueryProvider } from '~/lib/query/query-provider';
import { useUnreadCount } from '../api/unread-count';
import type { TUnreadBadgeVariant } from './unread-badge';
import { UnreadCount } from './unread-count';
import './unread-badge.css';

function Badge({ variant }: { variant: TUnreadBadgeVariant }) {
  const t = useT();
  const count = useUnreadCount();
  if (variant === 'count') return <UnreadCount count={count} />;
  return count > 0 ? <span className="unread-dot" role="img" aria-label={t('tickets.unread', { count })} /> : null;
}

/** The badge with the count polled by TanStack Query (the browser's one client, shared with the console). */
export default function LiveUnreadBadge({ variant }: { variant: TUnreadBadgeVariant }) {
  return (
    <QueryProvider>
      <Badge variant={variant} />
    </QueryProvider>
  );
}
