import { asc, eq, isNull, or } from 'drizzle-orm';
import { assignRules, ticketTypes } from './schema.ts';
import type { TTicketExecutor } from './ticket-db.ts';

export type TTicketTypeRow = typeof ticketTypes.$inferSelect;
export type TAssignRuleRow = typeof assignRules.$inferSelect;

export function listTicketTypeRows(db: TTicketExecutor): Promise<TTicketTypeRow[]> {
  return db.select().from(ticketTypes).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.typeId));
}

export async function findTicketType(db: TTicketExecutor, typeId: number): Promise<TTicketTypeRow | undefined> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.typeId, typeId));
  return row;
}

/** Inserts the types that are missing; an operator's renaming is kept. */
export async function insertMissingTicketTypes(
  db: TTicketExecutor,
  types: (typeof ticketTypes.$inferInsert)[],
): Promise<void> {
  if (types.length > 0) await db.insert(ticketTypes).values(types).onConflictDoNothing();
}

/** The first rule, in order, of this type or of any type. */
export async function findFirstAssignRule(db: TTicketExecutor, typeId: number): Promise<TAssignRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(assignRules)
    .where(or(eq(assignRules.typeId, typeId), isNull(assignRules.typeId)))
    .orderBy(asc(assignRules.sortOrder), asc(assignRules.createdAt))
    .limit(1);
  return row;
}

export function listAssignRules(db: TTicketExecutor): Promise<TAssignRuleRow[]> {
  return db.select().from(assignRules).orderBy(asc(assignRules.sortOrder), asc(assignRules.createdAt));
}
