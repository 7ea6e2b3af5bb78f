import type { TTicketOperation, TTicketPriority } from '@matchwire/contracts/ticket/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketRow } from '../db/ticket-repository.ts';
import { findTicketType } from '../db/type-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { changeTicketAsStaff } from '../tickets/change-ticket-as-staff.ts';

/** Changes the ticket's type (one that exists: else 15002) or priority; each change is a history line. */
export function modifyTicket(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string; typeId?: number | undefined; priority?: TTicketPriority | undefined },
): Promise<TTicketRow> {
  return changeTicketAsStaff(deps, input, async (ticket) => {
    const values: Partial<TTicketRow> = {};
    const history: { operation: TTicketOperation; detail: string }[] = [];
    if (input.typeId !== undefined && input.typeId !== ticket.typeId) {
      if (!(await findTicketType(deps.db, input.typeId))) throw new AppError('ticketTypeNotFound');
      values.typeId = input.typeId;
      history.push({ operation: 'modify-type', detail: `type ${ticket.typeId} → ${input.typeId}` });
    }
    if (input.priority !== undefined && input.priority !== ticket.priority) {
      values.priority = input.priority;
      history.push({ operation: 'modify-priority', detail: `priority ${ticket.priority} → ${input.priority}` });
    }
    return { values, history };
  });
}
