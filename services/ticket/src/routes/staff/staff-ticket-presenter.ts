import type { TStaffTicketDetail } from '@matchwire/contracts/ticket/staff';
import type { TTicketPriority } from '@matchwire/contracts/ticket/fields';
import type { TTicketRow } from '../../db/ticket-repository.ts';
import type { TTicketTypeRow } from '../../db/type-repository.ts';
import type { TTicketView } from '../../tickets/ticket-view.ts';
import { toTicketDetail, toTicketSummary } from '../ticket/ticket-presenter.ts';

/** What staff see of a ticket in any view besides the customer's: whose it is and who has it. */
function staffFieldsOf(ticket: TTicketRow) {
  return {
    userId: ticket.userId,
    priority: ticket.priority as TTicketPriority,
    assignedStaffId: ticket.assignedStaffId,
    staffUnread: ticket.staffUnread,
  };
}

/** A row of the staff queue (type names in English: the back office's language for now). */
export function toStaffTicketSummary(item: { ticket: TTicketRow; type: TTicketTypeRow | undefined; opening: string }) {
  const { ticket } = item;
  return {
    ...toTicketSummary(ticket, item.type, item.opening, 'en'),
    email: ticket.email,
    name: ticket.name,
    ...staffFieldsOf(ticket),
  };
}

/** A ticket as staff see it: the conversation, where it came from and its history, oldest first. */
export function toStaffTicketDetail(view: TTicketView): TStaffTicketDetail {
  const { ticket, history } = view;
  return {
    ...toTicketDetail(view, 'en', (staffId) => staffId ?? ''),
    ...staffFieldsOf(ticket),
    referer: ticket.referer,
    ip: ticket.ip,
    browser: ticket.browser,
    device: ticket.device,
    history: history.map((entry) => ({
      operation: entry.operation as TStaffTicketDetail['history'][number]['operation'],
      actor: entry.actor,
      detail: entry.detail,
      at: entry.at.toISOString(),
    })),
  };
}
