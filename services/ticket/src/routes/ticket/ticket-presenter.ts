import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TCloseReason, TTicketStatus, TUrgency } from '@matchwire/contracts/ticket/fields';
import type { TTicketDetail, TTicketSummary } from '@matchwire/contracts/ticket/ticket';
import type { TAttachmentRow } from '../../db/message-repository.ts';
import type { TTicketRow } from '../../db/ticket-repository.ts';
import type { TTicketTypeRow } from '../../db/type-repository.ts';
import type { TTicketView } from '../../tickets/ticket-view.ts';

/** The first line of the opening message, at most 120 characters. */
export function previewOf(opening: string): string {
  return (opening.split(/\r?\n/, 1)[0] ?? '').slice(0, 120);
}

export function toTicketSummary(
  ticket: TTicketRow,
  type: TTicketTypeRow | undefined,
  opening: string,
  lang: TLang,
): TTicketSummary {
  return {
    ticketId: ticket.ticketId,
    ticketCode: ticket.code,
    type: { typeId: ticket.typeId, typeName: type ? pickText(type.name, lang) : String(ticket.typeId) },
    status: ticket.status as TTicketStatus,
    urgency: ticket.urgency as TUrgency,
    preview: previewOf(opening),
    createdAt: ticket.createdAt.toISOString(),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
    unread: ticket.customerUnread,
  };
}

function toAttachment(row: TAttachmentRow) {
  return { key: row.key, fileName: row.fileName, size: row.size, contentType: row.contentType };
}

/**
 * A ticket as its owner (or the holder of its code) sees it; text as written (the page escapes it).
 * Customers see staff as the support team: a staff message's `authorName` is empty unless
 * `staffName` (the back office's) names it.
 */
export function toTicketDetail(
  { ticket, type, messages, attachments }: TTicketView,
  lang: TLang,
  staffName: (staffId: string | null) => string = () => '',
): TTicketDetail {
  return {
    ...toTicketSummary(ticket, type, messages[0]?.content ?? '', lang),
    email: ticket.email,
    name: ticket.name,
    messages: messages.map((message) => ({
      messageId: message.messageId,
      author: message.author,
      authorName: message.author === 'customer' ? ticket.name : staffName(message.staffId),
      content: message.content,
      attachments: attachments.filter((file) => file.messageId === message.messageId).map(toAttachment),
      createdAt: message.createdAt.toISOString(),
    })),
    closeReason: ticket.closeReason as TCloseReason | null,
    closedAt: ticket.closedAt?.toISOString() ?? null,
    canReply: ticket.status !== 4,
  };
}
