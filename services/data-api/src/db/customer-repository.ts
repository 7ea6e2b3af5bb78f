import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { eq, sql } from 'drizzle-orm';
import { customers, quotaNotices } from './schema.ts';

export type TCustomerAddress = { userId: string; email: string; language: string };

const addressOf = (customer: TCustomerAddress) => ({
  email: customer.email,
  language: customer.language,
  updatedAt: sql`now()`,
});

/** Where the customer's quota mails go, if the data API knows. */
export async function findCustomer(db: TRowExecutor, userId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.userId, userId));
  return customer;
}

/** Changes the address of a customer already known; adds nobody. */
export async function updateCustomerAddress(db: TRowExecutor, customer: TCustomerAddress): Promise<void> {
  await db.update(customers).set(addressOf(customer)).where(eq(customers.userId, customer.userId));
}

/** Keeps the customer's address, adding the customer when new. */
export async function upsertCustomerAddress(db: TRowExecutor, customer: TCustomerAddress): Promise<void> {
  await db
    .insert(customers)
    .values(customer)
    .onConflictDoUpdate({ target: customers.userId, set: addressOf(customer) });
}

/** Records that the customer was told of `percent` of a sport's calls on `day`; false if that was already recorded. */
export async function recordQuotaNotice(
  db: TRowExecutor,
  notice: { userId: string; sportType: number; day: string; percent: number },
): Promise<boolean> {
  const recorded = await db.insert(quotaNotices).values(notice).onConflictDoNothing().returning();
  return recorded.length > 0;
}
