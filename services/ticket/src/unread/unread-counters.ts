/**
 * One ticket's unread staff messages for its customer, as the tables or an event say, at the
 * ticket's `revision` (0: unknown, an event from before revisions were carried).
 */
export type TTicketUnread = { userId: string; ticketId: string; customerUnread: number; revision: number };

/**
 * Each customer's unread staff messages, per ticket: a hash per user, ticketId → count. Counts are
 * set from the events (never added to), so an event applied twice changes nothing; a ticket at 0
 * is removed. The customer's count is the sum of their hash. Each ticket's revision is kept too
 * (at 0 as well): an event of an older revision than the one held, overtaken on another topic, is ignored.
 */
export interface UnreadCounters {
  /** Sets the ticket's count unless a newer revision of it is held; whether it did. */
  setTicketUnread(entry: TTicketUnread): Promise<boolean>;
  /** The sum over the user's tickets. */
  countForUser(userId: string): Promise<number>;
  /** Every user's tickets with unread messages, by user (the rebuild compares and tests read it). */
  readAll(): Promise<Map<string, Map<string, number>>>;
  /** Replaces every user's hash with `entries` (the rebuild from the tables). */
  replaceAll(entries: TTicketUnread[]): Promise<void>;
  close(): Promise<void>;
}

/** The entries with a count, grouped by user then ticket. */
export function groupByUser(entries: TTicketUnread[]): Map<string, Map<string, number>> {
  const byUser = new Map<string, Map<string, number>>();
  for (const { userId, ticketId, customerUnread } of entries) {
    if (customerUnread <= 0) continue;
    const tickets = byUser.get(userId) ?? new Map<string, number>();
    tickets.set(ticketId, customerUnread);
    byUser.set(userId, tickets);
  }
  return byUser;
}

/** Whether an event at `revision` is older than the `held` one (an unknown revision, 0, is applied). */
export function isOlderThanHeld(revision: number, held: number | undefined): boolean {
  return revision > 0 && held !== undefined && held > revision;
}
