import { ticketStatuses } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketRow } from '../db/ticket-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { changeTicketAsStaff } from '../tickets/change-ticket-as-staff.ts';

/** Gives the ticket to a staff member; a submitted ticket becomes assigned. A closed ticket refuses (15001). */
export function assignTicket(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string; assigneeId: string },
): Promise<TTicketRow> {
  return changeTicketAsStaff(deps, input, async (ticket) => {
    if (ticket.status === ticketStatuses.closed) throw new AppError('ticketClosed');
    const isNew = ticket.status === ticketStatuses.submitted;
    return {
      values: { assignedStaffId: input.assigneeId, ...(isNew ? { status: ticketStatuses.assigned } : {}) },
      history: [{ operation: 'assign', detail: `assigned to ${input.assigneeId}` }],
    };
  });
}
