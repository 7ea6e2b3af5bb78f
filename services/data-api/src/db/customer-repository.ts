import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { eq, sql } from 'drizzle-orm';
import { customers, quotaNotices } from './schema.ts';

export type TCustomerAddress = { userId: string; email: string; language: string };

/** Where the customer's quota mails go, if the data API knows. */
export async function findCustomer(db: TRowExecutor, userId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.userId, userId));
  return customer;
}

/**
 * Keeps the address an event made at `eventTime` states, adding the customer when new, unless an
 * event made later already set it (false then).
 */
export async function keepNewerCustomerAddress(
  db: TRowExecutor,
  customer: TCustomerAddress,
  eventTime: Date,
): Promise<boolean> {
  const kept = await db
    .insert(customers)
    .values({ ...customer, eventTime })
    .onConflictDoUpdate({
      target: customers.userId,
      set: { email: customer.email, language: customer.language, eventTime, updatedAt: sql`now()` },
      setWhere: sql`${customers.eventTime} <= ${eventTime}`,
    })
    .returning({ userId: customers.userId });
  return kept.length > 0;
}

/** Records that the customer was told of `percent` of a sport's calls on `day`; false if that was already recorded. */
export async function recordQuotaNotice(
  db: TRowExecutor,
  notice: { userId: string; sportType: number; day: string; percent: number },
): Promise<boolean> {
  const recorded = await db.insert(quotaNotices).values(notice).onConflictDoNothing().returning();
  return recorded.length > 0;
}
