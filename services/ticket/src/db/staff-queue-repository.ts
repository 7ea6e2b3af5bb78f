import type { ZStaffTicketQuery } from '@matchwire/contracts/ticket/staff';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTicketExecutor } from './ticket-db.ts';
import type { TTicketRow } from './ticket-repository.ts';
import { ticketMessages, tickets } from './schema.ts';

/** `%words%` for ILIKE, with the pattern characters a staff member typed taken literally. */
/** The staff queue's filters and page, as the endpoint's query parsed them. */
export type TStaffTicketQuery = z.output<typeof ZStaffTicketQuery>;

function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The queue's filters as one condition: every filter given must hold. */
function queueCondition(filter: TStaffTicketQuery): SQL | undefined {
  const words = filter.q ? containing(filter.q) : undefined;
  return and(
    filter.status === undefined ? undefined : eq(tickets.status, filter.status),
    filter.typeId === undefined ? undefined : eq(tickets.typeId, filter.typeId),
    filter.urgency === undefined ? undefined : eq(tickets.urgency, filter.urgency),
    filter.priority === undefined ? undefined : eq(tickets.priority, filter.priority),
    filter.assignedStaffId === undefined
      ? undefined
      : filter.assignedStaffId === 'none'
        ? isNull(tickets.assignedStaffId)
        : eq(tickets.assignedStaffId, filter.assignedStaffId),
    words === undefined
      ? undefined
      : or(
          ilike(tickets.email, words),
          ilike(tickets.name, words),
          ilike(tickets.code, words),
          // The opening message: the ticket's first message.
          sql`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.ticketId}
            and ${ticketMessages.messageId} = (select first.message_id from ${ticketMessages} as first
              where first.ticket_id = ${tickets.ticketId} order by first.created_at, first.message_id limit 1)
            and ${ticketMessages.content} ilike ${words})`,
        ),
  );
}

/** One page of the staff queue, newest activity first, and how many tickets match. */
export async function findQueuePage(
  db: TTicketExecutor,
  filter: TStaffTicketQuery,
): Promise<{ rows: TTicketRow[]; total: number }> {
  const where = queueCondition(filter);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.createdAt))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counted] = await db.select({ total: count() }).from(tickets).where(where);
  return { rows, total: counted?.total ?? 0 };
}
