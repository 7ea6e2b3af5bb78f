import { ticketEndpoints } from '@matchwire/contracts/ticket/endpoints';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TTicketDeps } from '../../ticket-deps.ts';
import { ticketCallerOf } from '../../tickets/ticket-caller.ts';
import { loadTicketView } from '../../tickets/ticket-view.ts';
import { closeTicket } from '../../use-cases/close-ticket.ts';
import { createTicket } from '../../use-cases/create-ticket.ts';
import { getTicket } from '../../use-cases/get-ticket.ts';
import { getUnreadCount } from '../../use-cases/get-unread-count.ts';
import { listMyTickets } from '../../use-cases/list-my-tickets.ts';
import { listTicketTypes } from '../../use-cases/list-ticket-types.ts';
import { readTicket } from '../../use-cases/read-ticket.ts';
import { replyTicket } from '../../use-cases/reply-ticket.ts';
import { toTicketDetail, toTicketSummary } from './ticket-presenter.ts';

/** `/api/ticket/*`: the ticket form, the customer's tickets and the direct view (docs/contracts/ticket.md). */
export function registerTicketRoutes(serve: TServeEndpoint, deps: TTicketDeps): void {
  serve(ticketEndpoints.listTicketTypes, async (request) => listTicketTypes(deps, request.query.lang));

  serve(ticketEndpoints.addTicket, async (request) => createTicket(deps, request.body.ticket, ticketCallerOf(request)));

  serve(ticketEndpoints.replyTicket, async (request) =>
    replyTicket(deps, request.body.ticketOperation, ticketCallerOf(request)),
  );

  serve(ticketEndpoints.getUnreadCount, async (request) => ({
    value: await getUnreadCount(deps, requireIdentity(request).userId),
  }));

  serve(ticketEndpoints.listMyTickets, async (request) => {
    const { offset, limit, lang } = request.query;
    const { items, total } = await listMyTickets(deps, requireIdentity(request).userId, { offset, limit });
    return { list: items.map((item) => toTicketSummary(item.ticket, item.type, item.opening, lang)), total };
  });

  serve(ticketEndpoints.getTicket, async (request) => {
    const { lang, ...ref } = request.query;
    return toTicketDetail(await getTicket(deps, ref, ticketCallerOf(request)), lang);
  });

  serve(ticketEndpoints.readTicket, async (request) => {
    await readTicket(deps, request.body.ticketId, ticketCallerOf(request));
    return { unread: 0 as const };
  });

  serve(ticketEndpoints.closeTicket, async (request) => {
    const closed = await closeTicket(deps, request.body, ticketCallerOf(request));
    return toTicketDetail(await loadTicketView(deps.db, closed), 'en');
  });
}
