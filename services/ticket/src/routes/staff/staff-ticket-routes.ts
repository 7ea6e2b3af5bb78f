import { ticketStaffEndpoints as staffEndpoints } from '@matchwire/contracts/ticket/staff-endpoints';
import { requireStaff } from '@matchwire/kit/http/require-staff';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { FastifyRequest } from 'fastify';
import type { TTicketRow } from '../../db/ticket-repository.ts';
import { listAssignRules } from '../../db/type-repository.ts';
import type { TTicketDeps } from '../../ticket-deps.ts';
import { loadTicketView } from '../../tickets/ticket-view.ts';
import { assignTicket } from '../../use-cases/assign-ticket.ts';
import { staffCloseTicket } from '../../use-cases/close-ticket.ts';
import { getStaffTicket } from '../../use-cases/get-staff-ticket.ts';
import { listStaffTickets } from '../../use-cases/list-staff-tickets.ts';
import { modifyTicket } from '../../use-cases/modify-ticket.ts';
import { staffReadTicket } from '../../use-cases/read-ticket.ts';
import { remarkTicket } from '../../use-cases/remark-ticket.ts';
import { resolveTicket } from '../../use-cases/resolve-ticket.ts';
import { staffReplyTicket } from '../../use-cases/staff-reply-ticket.ts';
import { toStaffTicketDetail, toStaffTicketSummary } from './staff-ticket-presenter.ts';

/**
 * `/api/admin/tickets…`: the back office's queue and actions (docs/decisions/0019). The gateway and
 * the kit's staff check have verified the staff member and the endpoint's permission; each action
 * is recorded in the ticket's history under `staff:<id>` by its use-case.
 */
export function registerStaffTicketRoutes(serve: TServeEndpoint, deps: TTicketDeps): void {
  const staffIdOf = (request: FastifyRequest) => requireStaff(request).staffId;
  const detailOf = async (ticket: TTicketRow) => toStaffTicketDetail(await loadTicketView(deps.db, ticket));

  serve(staffEndpoints.staffListTickets, async (request) => {
    const { items, total } = await listStaffTickets(deps, request.query);
    return { list: items.map(toStaffTicketSummary), total };
  });

  serve(staffEndpoints.staffGetTicket, async (request) =>
    toStaffTicketDetail(await getStaffTicket(deps, request.params.ticketId)),
  );

  serve(staffEndpoints.staffReadTicket, async (request) =>
    detailOf(await staffReadTicket(deps, request.params.ticketId)),
  );

  serve(staffEndpoints.staffReplyTicket, async (request) => {
    const input = { ticketId: request.params.ticketId, staffId: staffIdOf(request), ...request.body };
    return detailOf((await staffReplyTicket(deps, input)).ticket);
  });

  serve(staffEndpoints.staffRemarkTicket, async (request) =>
    detailOf(
      await remarkTicket(deps, { ticketId: request.params.ticketId, staffId: staffIdOf(request), ...request.body }),
    ),
  );

  serve(staffEndpoints.staffAssignTicket, async (request) => {
    const input = { ticketId: request.params.ticketId, staffId: staffIdOf(request), assigneeId: request.body.staffId };
    return detailOf(await assignTicket(deps, input));
  });

  serve(staffEndpoints.staffModifyTicket, async (request) =>
    detailOf(
      await modifyTicket(deps, { ticketId: request.params.ticketId, staffId: staffIdOf(request), ...request.body }),
    ),
  );

  serve(staffEndpoints.staffResolveTicket, async (request) =>
    detailOf(await resolveTicket(deps, { ticketId: request.params.ticketId, staffId: staffIdOf(request) })),
  );

  serve(staffEndpoints.staffCloseTicket, async (request) =>
    detailOf(
      await staffCloseTicket(deps, { ticketId: request.params.ticketId, staffId: staffIdOf(request), ...request.body }),
    ),
  );

  serve(staffEndpoints.staffListAssignRules, async () =>
    (await listAssignRules(deps.db)).map((rule) => ({
      ruleId: rule.ruleId,
      typeId: rule.typeId,
      staffId: rule.staffId,
      order: rule.sortOrder,
    })),
  );
}
