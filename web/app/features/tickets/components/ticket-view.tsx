import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/feedback/load-failed';
import { Button } from '~/components/ui/button';
import { HeadedSection } from '~/components/ui/headed-section';
import { PageHeader } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { useReadTicketMutation } from '../api/ticket-mutations';
import { detailInput, ticketDetailQuery, type TTicketDetail, type TTicketRef } from '../api/ticket-detail';
import { TicketText } from '../ticket-text';
import { openTicketReply } from '../ticket-popup-store';
import { AttachmentLink } from './attachment-link';
import { CloseTicketDialog } from './close-ticket-dialog';
import { TicketStatus } from './ticket-status';
import './tickets.css';

/** A ticket's messages (escaped text, line breaks, safe links, attachments); the back office shows it too. */
export function Conversation({ ticket, ticketCode }: { ticket: TTicketDetail; ticketCode?: string }) {
  const { t, lang } = useI18n();
  return (
    <HeadedSection
      id="ticket-conversation-title"
      title={t('tickets.detail.conversation')}
      className="ticket-conversation"
      headingClassName="visually-hidden"
    >
      <ol className="ticket-messages">
        {ticket.messages.map((message) => (
          <li
            key={message.messageId}
            className={`ticket-message surface ticket-message--${message.author}`}
            aria-label={`${message.author === 'staff' ? t('tickets.detail.staff') : message.authorName}, ${formatDate(message.createdAt, lang)}`}
          >
            <p className="ticket-message__meta">
              <strong>
                {message.author === 'customer'
                  ? message.authorName
                  : [message.authorName, t('tickets.detail.staff')].filter(Boolean).join(' · ')}
              </strong>
              <time dateTime={message.createdAt}>{formatDate(message.createdAt, lang)}</time>
            </p>
            <div className="ticket-message__text">
              <TicketText text={message.content} />
            </div>
            {message.attachments.length > 0 ? (
              <div className="ticket-message__files">
                <h3 className="ticket-message__files-title">{t('tickets.detail.attachments')}</h3>
                <ul>
                  {message.attachments.map((file) => (
                    <li key={file.key}>
                      <AttachmentLink file={file} ticketCode={ticketCode} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

/**
 * A ticket's page (/user/tickets/{id} and the direct view): its conversation, reply and close.
 * In the console (`isConsole`) the signed-in owner opening it has read it: its unread replies, and
 * the badge, go to zero.
 */
export function TicketView({ ticketRef, isConsole }: { ticketRef: TTicketRef; isConsole: boolean }) {
  const { t, lang } = useI18n();
  const detail = ticketDetailQuery.use(detailInput(ticketRef, lang));
  const markRead = useReadTicketMutation();
  const [isClosing, setClosing] = useState(false);
  const ticket = detail.data;
  const readable =
    ticket && isConsole && ticket.unread > 0 ? { ticketId: ticket.ticketId, unread: ticket.unread } : null;
  const readableId = readable?.ticketId ?? null;

  useEffect(() => {
    if (readable) markRead.mutate(readable);
    // Once per ticket with unread replies; the mutation object changes every render.
  }, [readableId]);

  if (detail.isError) return <LoadFailed error={detail.error} />;
  if (!ticket) return null;
  const isByCode = 'ticketCode' in ticketRef;
  return (
    <article className="ticket-view">
      {isConsole ? (
        <Link to="/user/tickets" className="ticket-view__back">
          {t('tickets.detail.back')}
        </Link>
      ) : null}
      <PageHeader
        title={t('tickets.detail.title', { code: ticket.ticketCode })}
        subtitle={t('tickets.detail.meta', { date: formatDate(ticket.createdAt, lang), type: ticket.type.typeName })}
      />
      <div className="ticket-view__bar">
        <TicketStatus status={ticket.status} />
        <div className="ticket-view__actions">
          {ticket.canReply ? (
            <Button
              aria-haspopup="dialog"
              onClick={() =>
                openTicketReply({
                  ticketId: ticket.ticketId,
                  ticketCode: ticket.ticketCode,
                  isByCode,
                  email: ticket.email,
                  name: ticket.name,
                  typeId: ticket.type.typeId,
                  typeName: ticket.type.typeName,
                })
              }
            >
              {t('tickets.detail.reply')}
            </Button>
          ) : null}
          {ticket.status !== 4 ? (
            <Button variant="ghost" aria-haspopup="dialog" onClick={() => setClosing(true)}>
              {t('tickets.detail.close')}
            </Button>
          ) : null}
        </div>
      </div>
      {ticket.status === 4 && ticket.closeReason ? (
        <p className="ticket-view__closed">
          {t('tickets.detail.closed', {
            date: formatDate(ticket.closedAt, lang),
            reason: t(`tickets.closeReason.${ticket.closeReason}`),
          })}
        </p>
      ) : null}
      <Conversation ticket={ticket} ticketCode={isByCode ? ticket.ticketCode : undefined} />
      <CloseTicketDialog
        isOpen={isClosing}
        onClose={() => setClosing(false)}
        ticket={isByCode ? { ticketCode: ticket.ticketCode } : { ticketId: ticket.ticketId }}
      />
    </article>
  );
}
