import { groupByUser, isOlderThanHeld, type TTicketUnread, type UnreadCounters } from './unread-counters.ts';

/** The counters in this process, for `npm start` (one process, no Redis). */
export class MemoryUnreadCounters implements UnreadCounters {
  private byUser = new Map<string, Map<string, number>>();
  /** Each ticket's revision last set (ticket ids are unique across customers). */
  private revisions = new Map<string, number>();

  async setTicketUnread({ userId, ticketId, customerUnread, revision }: TTicketUnread): Promise<boolean> {
    if (isOlderThanHeld(revision, this.revisions.get(ticketId))) return false;
    if (revision > 0) this.revisions.set(ticketId, revision);
    const tickets = this.byUser.get(userId) ?? new Map<string, number>();
    if (customerUnread > 0) tickets.set(ticketId, customerUnread);
    else tickets.delete(ticketId);
    if (tickets.size > 0) this.byUser.set(userId, tickets);
    else this.byUser.delete(userId);
    return true;
  }

  async countForUser(userId: string): Promise<number> {
    let total = 0;
    for (const count of this.byUser.get(userId)?.values() ?? []) total += count;
    return total;
  }

  async readAll(): Promise<Map<string, Map<string, number>>> {
    return new Map([...this.byUser].map(([userId, tickets]) => [userId, new Map(tickets)]));
  }

  async replaceAll(entries: TTicketUnread[]): Promise<void> {
    this.byUser = groupByUser(entries);
    this.revisions = new Map(entries.map((entry) => [entry.ticketId, entry.revision]));
  }

  async close(): Promise<void> {}
}
