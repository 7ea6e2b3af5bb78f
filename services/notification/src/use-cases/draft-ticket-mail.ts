import type { TTicketMailEvent } from '../events/ticket-mail-events.ts';
import { resolveMailLanguage } from '../templates/language.ts';
import { renderTemplate } from '../templates/layout.ts';
import {
  ticketClosedMail,
  ticketCreatedMail,
  ticketCustomerWroteMail,
  ticketStaffRepliedMail,
} from '../templates/ticket-mails.ts';
import type { TMailDraft } from './draft-account-mail.ts';

/** The staff member a customer's message is mailed to, as the account service knows them. */
export type TStaffAddress = { email: string };

/** The event's ticket as the mails name it: a customer's opens in the console, a visitor's by its code. */
function ticketFacts(event: TTicketMailEvent, publicWebUrl: string) {
  const { ticketId, ticketCode, userId } = event.payload;
  const isVisitor = !userId;
  const ticketUrl = isVisitor
    ? `${publicWebUrl}/ticket/direct_view?ticketCode=${encodeURIComponent(ticketCode)}`
    : `${publicWebUrl}/user/tickets/${encodeURIComponent(ticketId)}`;
  return { ticketCode, ticketUrl, isVisitor };
}

/** Whether a ticket event is mailed to the assigned staff member, whose address must be looked up first. */
export function staffToMail(event: TTicketMailEvent): string | undefined {
  if (event.type !== 'ticket.ticket-replied.v1' || event.payload.author !== 'customer') return undefined;
  return event.payload.assignedStaffId || undefined;
}

/**
 * The mail a ticket event asks for, in the ticket's language: to the owner on creation, on a staff
 * reply and on a close by staff; to `staff` (the assigned member, see {@link staffToMail}) on a
 * customer's message. Undefined when the event is no one's mail: a close by the customer, or a
 * customer's message on a ticket with no one assigned (or whose staff member is unknown).
 */
export function draftTicketMail(
  event: TTicketMailEvent,
  publicWebUrl: string,
  staff?: TStaffAddress,
): TMailDraft | undefined {
  const language = resolveMailLanguage(event.payload.language);
  const facts = ticketFacts(event, publicWebUrl);
  const toOwner = (mail: ReturnType<typeof renderTemplate>): TMailDraft => ({
    recipient: event.payload.email,
    language,
    ...mail,
  });
  switch (event.type) {
    case 'ticket.ticket-created.v1':
      return toOwner(renderTemplate(ticketCreatedMail, facts, language));
    case 'ticket.ticket-closed.v1': {
      if (event.payload.closedBy !== 'staff') return undefined;
      return toOwner(renderTemplate(ticketClosedMail, { ...facts, closeReason: event.payload.closeReason }, language));
    }
    case 'ticket.ticket-replied.v1': {
      if (event.payload.author === 'staff') return toOwner(renderTemplate(ticketStaffRepliedMail, facts, language));
      if (!staff) return undefined;
      const { name, email } = event.payload;
      const input = { ...facts, ticketUrl: `${publicWebUrl}/admin/tickets`, customerName: name, customerEmail: email };
      return { recipient: staff.email, language, ...renderTemplate(ticketCustomerWroteMail, input, language) };
    }
  }
}
