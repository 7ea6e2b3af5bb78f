import { eq, sql } from 'drizzle-orm';
import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { customers } from './schema.ts';

export type TCustomerRow = typeof customers.$inferSelect;
/** Who a billing mail goes to: what every billing event names. */
export type TMailee = Pick<TCustomerRow, 'userId' | 'email' | 'language'>;

/**
 * Creates or refreshes the customer: the address the gateway vouches for now, and the language when
 * the caller named one (else the one kept, English for a new customer).
 */
export async function upsertCustomer(
  db: TRowExecutor,
  input: { userId: string; email: string; language?: string },
): Promise<TCustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({ userId: input.userId, email: input.email, language: input.language ?? 'en' })
    .onConflictDoUpdate({
      target: customers.userId,
      set: {
        email: input.email,
        language: input.language ?? sql`${customers.language}`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/**
 * The address the account service confirmed (account.email-changed.v1); false when billing has no
 * customer for the user yet (its first trial or order will bring the address the gateway vouches for).
 */
export async function changeCustomerEmail(
  db: TRowExecutor,
  input: { userId: string; email: string },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ email: input.email, updatedAt: new Date() })
    .where(eq(customers.userId, input.userId))
    .returning({ userId: customers.userId });
  return rows.length > 0;
}

export async function findCustomer(db: TRowExecutor, userId: string): Promise<TCustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
  return row;
}

/** The customer a scheduled event names; a row without one is a bug to see in the logs, not to skip silently. */
export async function requireMailee(db: TRowExecutor, userId: string): Promise<TMailee> {
  const customer = await findCustomer(db, userId);
  if (!customer) throw new Error(`billing customer ${userId} is missing`);
  return { userId: customer.userId, email: customer.email, language: customer.language };
}
