import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/tickets';
import { staffQueueQuery, type TStaffQueueQuery } from '~/features/admin-tickets/api';
import { QueueFilters } from '~/features/admin-tickets/queue-filters';
import { StaffError } from '~/features/admin-tickets/staff-error';
import { useTicketTypeNames } from '~/features/admin-tickets/ticket-type-names';
import { TicketStatus } from '~/features/tickets/components/ticket-status';
import '~/features/admin-tickets/admin-tickets.css';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.admin.tickets.title');

const PAGE_SIZE = 20;

/** The queue's filters as the address holds them (unknown values are dropped by the API's own check). */
function queueQuery(params: URLSearchParams): TStaffQueueQuery {
  const number = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
  const priority = params.get('priority');
  return {
    status: number('status') as TStaffQueueQuery['status'],
    typeId: number('typeId'),
    assignedStaffId: params.get('assignedStaffId') || undefined,
    urgency: number('urgency') as TStaffQueueQuery['urgency'],
    priority: priority === 'normal' || priority === 'important' ? priority : undefined,
    q: params.get('q') || undefined,
    offset: Math.max(0, number('offset') ?? 0),
    limit: PAGE_SIZE,
  };
}

/** /admin/tickets: the staff queue with its filters, newest activity first, a page at a time. */
export default function AdminTickets() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = queueQuery(params);
  const queue = staffQueueQuery.use({ query });
  const { types, nameOf } = useTicketTypeNames();

  const onFilter = (filters: Array<[string, string]>) => setParams(new URLSearchParams([['lang', lang], ...filters]));
  const pageLink = (offset: number) => {
    const next = new URLSearchParams(params);
    next.set('offset', String(offset));
    return `?${next.toString()}`;
  };
  const offset = Number(query.offset ?? 0);
  const total = queue.data?.total ?? 0;

  return (
    <section className="admin-tickets" aria-labelledby="admin-tickets-title">
      <h1 id="admin-tickets-title">{t('admin.tickets.title')}</h1>
      <QueueFilters params={params} types={types ?? []} onApply={onFilter} />
      <p role="status" aria-live="polite" className="admin-tickets__count">
        {queue.data ? t('admin.tickets.count', { total: String(total) }) : ''}
      </p>
      {queue.isError ? <StaffError error={queue.error} /> : null}
      {queue.data && queue.data.list.length > 0 ? (
        <ul className="admin-tickets__list">
          {queue.data.list.map((ticket) => (
            <li key={ticket.ticketId} className="admin-tickets__row surface">
              <Link to={`/admin/tickets/${ticket.ticketId}?lang=${lang}`} className="admin-tickets__link">
                {ticket.staffUnread > 0 ? (
                  <span className="admin-tickets__unread">
                    {t('admin.tickets.unread', { count: String(ticket.staffUnread) })}
                  </span>
                ) : null}
                <strong>{ticket.ticketCode}</strong> · {ticket.preview}
              </Link>
              <p className="admin-tickets__meta">
                <TicketStatus status={ticket.status} /> {nameOf(ticket.type)} · {ticket.name} &lt;{ticket.email}&gt; ·{' '}
                {ticket.assignedStaffId ?? t('admin.tickets.unassigned')} ·{' '}
                {t(`admin.tickets.priority.${ticket.priority}`)} ·{' '}
                {t('tickets.list.activity', { date: formatDate(ticket.lastActivityAt, lang) })}
              </p>
            </li>
          ))}
        </ul>
      ) : queue.data ? (
        <p>{t('admin.tickets.empty')}</p>
      ) : null}
      {total > PAGE_SIZE ? (
        <nav className="admin-tickets__pages" aria-label={t('admin.tickets.pages')}>
          {offset > 0 ? (
            <Link to={pageLink(Math.max(0, offset - PAGE_SIZE))}>{t('admin.tickets.previous')}</Link>
          ) : null}
          <span>
            {t('admin.tickets.page', {
              page: String(Math.floor(offset / PAGE_SIZE) + 1),
              pages: String(Math.ceil(total / PAGE_SIZE)),
            })}
          </span>
          {offset + PAGE_SIZE < total ? <Link to={pageLink(offset + PAGE_SIZE)}>{t('admin.tickets.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
