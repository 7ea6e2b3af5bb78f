import { ticketStatuses } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketRow } from '../db/ticket-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { changeTicketAsStaff } from '../tickets/change-ticket-as-staff.ts';

/** Marks the ticket solved; the customer may still write (it goes back to processing) or close it. Closed: 15001. */
export function resolveTicket(deps: TTicketDeps, input: { ticketId: string; staffId: string }): Promise<TTicketRow> {
  return changeTicketAsStaff(deps, input, async (ticket) => {
    if (ticket.status === ticketStatuses.closed) throw new AppError('ticketClosed');
    return {
      values: { status: ticketStatuses.resolved },
      history: [{ operation: 'resolve', detail: `status ${ticket.status} → ${ticketStatuses.resolved}` }],
    };
  });
}
