import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/feedback/load-failed';
import { Button } from '~/components/ui/button';
import { Pagination } from '~/components/ui/pagination';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { myTicketsQuery, pageFromSearch, TICKETS_PAGE_SIZE } from '../api/my-tickets';
import { openNewTicket } from '../ticket-popup-store';
import { TicketStatus } from './ticket-status';
import { UnreadCount } from './unread-count';

/** The input of one page of the list, for the loader and the component alike. */
export function listInput(page: number, lang: 'en' | 'vi') {
  return { query: { offset: (page - 1) * TICKETS_PAGE_SIZE, limit: TICKETS_PAGE_SIZE, lang } };
}

/** /user/tickets: the customer's tickets, newest activity first, with their status and unread replies. */
export function TicketList() {
  const { t, lang } = useI18n();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const tickets = myTicketsQuery.use(listInput(page, lang));

  const newTicket = (
    <Button onClick={() => openNewTicket()} aria-haspopup="dialog">
      {t('tickets.new')}
    </Button>
  );
  if (tickets.isError) return <LoadFailed error={tickets.error} />;
  if (!tickets.data) return null;
  if (tickets.data.total === 0) {
    return (
      <section className="ticket-empty surface" aria-labelledby="tickets-empty-title">
        <h2 id="tickets-empty-title">{t('tickets.empty.title')}</h2>
        <p>{t('tickets.empty.text')}</p>
        {newTicket}
      </section>
    );
  }
  return (
    <>
      <div className="ticket-list__toolbar">{newTicket}</div>
      <ul className="ticket-list" aria-label={t('tickets.list.label')}>
        {tickets.data.list.map((ticket) => (
          <li key={ticket.ticketId} className="ticket-card surface">
            <div className="ticket-card__head">
              <Link to={`/user/tickets/${ticket.ticketId}`} className="ticket-card__title">
                {ticket.preview || ticket.ticketCode}
              </Link>
              <UnreadCount count={ticket.unread} />
            </div>
            <p className="ticket-card__meta">
              <span>{ticket.type.typeName}</span>
              <TicketStatus status={ticket.status} />
              <span>{t('tickets.list.activity', { date: formatDate(ticket.lastActivityAt, lang) })}</span>
              <span>{t('tickets.list.opened', { date: formatDate(ticket.createdAt, lang) })}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={tickets.data.total} pageSize={TICKETS_PAGE_SIZE} />
    </>
  );
}
