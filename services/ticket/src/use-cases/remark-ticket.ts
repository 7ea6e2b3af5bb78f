import type { TTicketRow } from '../db/ticket-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { changeTicketAsStaff } from '../tickets/change-ticket-as-staff.ts';

/** A note for staff only, kept in the ticket's history. */
export function remarkTicket(
  deps: TTicketDeps,
  input: { ticketId: string; staffId: string; remark: string },
): Promise<TTicketRow> {
  return changeTicketAsStaff(deps, input, async () => ({
    values: {},
    history: [{ operation: 'remark', detail: input.remark }],
  }));
}
