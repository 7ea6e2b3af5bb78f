import { listUnreadTickets } from '../db/ticket-repository.ts';
import type { TTicketDb } from '../db/ticket-db.ts';
import type { UnreadCounters } from '../unread/unread-counters.ts';

/**
 * Recomputes every customer's unread counters from the tickets table (after Redis lost them, or
 * to check them): answers how many tickets and customers have unread messages.
 */
export async function rebuildUnreadCounters(
  db: TTicketDb,
  unread: UnreadCounters,
): Promise<{ tickets: number; users: number }> {
  const entries = await listUnreadTickets(db);
  await unread.replaceAll(entries);
  const unreadEntries = entries.filter((entry) => entry.customerUnread > 0);
  return { tickets: unreadEntries.length, users: new Set(unreadEntries.map((entry) => entry.userId)).size };
}
