import type { TTicketDeps } from '../ticket-deps.ts';

/** The customer's unread staff messages over all their tickets: read from the counters only (Redis), never the tables. */
export function getUnreadCount(deps: TTicketDeps, userId: string): Promise<number> {
  return deps.unread.countForUser(userId);
}
