import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/tickets';
import { Button } from '~/components/ui/button';
import { staffQueueQuery, type TStaffQueueQuery } from '~/features/admin-tickets/api';
import { StaffError } from '~/features/admin-tickets/staff-error';
import { ticketTypesQuery } from '~/features/tickets/api/ticket-types';
import { TicketStatus } from '~/features/tickets/components/ticket-status';
import '~/features/admin-tickets/admin-tickets.css';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.admin.tickets.title');

const PAGE_SIZE = 20;
const FILTERS = ['status', 'typeId', 'assignedStaffId', 'urgency', 'priority', 'q'] as const;

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
  const types = ticketTypesQuery.use({ query: { lang } });

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ lang });
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
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
      <form
        className="admin-tickets__filters"
        role="search"
        aria-label={t('admin.tickets.filters')}
        onSubmit={onFilter}
      >
        <label>
          {t('admin.tickets.status')}
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">{t('admin.tickets.any')}</option>
            {[0, 1, 2, 3, 4].map((status) => (
              <option key={status} value={status}>
                {t(`admin.tickets.status.${status as 0 | 1 | 2 | 3 | 4}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.tickets.type')}
          <select name="typeId" defaultValue={params.get('typeId') ?? ''}>
            <option value="">{t('admin.tickets.any')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.typeId} value={type.typeId}>
                {type.typeName}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.tickets.assignee')}
          <input
            name="assignedStaffId"
            defaultValue={params.get('assignedStaffId') ?? ''}
            placeholder={t('admin.tickets.assigneeHint')}
          />
        </label>
        <label>
          {t('admin.tickets.urgency')}
          <select name="urgency" defaultValue={params.get('urgency') ?? ''}>
            <option value="">{t('admin.tickets.any')}</option>
            {[0, 1, 2].map((urgency) => (
              <option key={urgency} value={urgency}>
                {t(`admin.tickets.urgency.${urgency as 0 | 1 | 2}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.tickets.priority')}
          <select name="priority" defaultValue={params.get('priority') ?? ''}>
            <option value="">{t('admin.tickets.any')}</option>
            <option value="normal">{t('admin.tickets.priority.normal')}</option>
            <option value="important">{t('admin.tickets.priority.important')}</option>
          </select>
        </label>
        <label>
          {t('admin.tickets.words')}
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
        </label>
        <Button type="submit">{t('admin.tickets.apply')}</Button>
      </form>
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
                <TicketStatus status={ticket.status} /> {ticket.type.typeName} · {ticket.name} &lt;{ticket.email}&gt; ·{' '}
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
