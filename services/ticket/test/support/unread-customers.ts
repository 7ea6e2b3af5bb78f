import { eventually } from '@matchwire/devinfra/eventually';
import { expect } from 'vitest';
import type { TTicketService } from '../../src/app.ts';
import { staffReplyTicket } from '../../src/use-cases/staff-reply-ticket.ts';
import { ticketCalls, ticketForm } from './ticket-calls.ts';
import { asCustomer } from './ticket-under-test.ts';

/**
 * What the unread-count tests do as a customer and as staff, on the file's service (`service()`,
 * known once it has started): open a ticket, reply to it as staff, ask or wait for the customer's
 * unread count (`waitMs`: how long, devinfra eventually's default if not given).
 */
export function unreadCustomers(service: () => TTicketService, waitMs?: number) {
  const unreadOf = async (userId: string) =>
    (await ticketCalls(service()).unread(asCustomer(userId))).json().data.value as number;
  return {
    unreadOf,
    /** Waits until the customer's unread count is `count` (`what` names it when it never is). */
    untilUnread: (userId: string, count: number, what: string) =>
      eventually(
        () => unreadOf(userId),
        (value) => value === count,
        what,
        waitMs,
      ),
    async openTicket(userId: string): Promise<string> {
      const response = await ticketCalls(service()).add(ticketForm(), asCustomer(userId));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.ticketId;
    },
    staffReply: (ticketId: string) =>
      staffReplyTicket(service().deps, {
        ticketId,
        staffId: 's-7',
        content: 'We restarted the feed; please check again.',
        attachment: [],
      }),
  };
}
