import { sql } from 'drizzle-orm';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { customers } from '../db/schema.ts';

/**
 * Remembers where a customer's quota mails go. `onlyKnown`: an e-mail change updates a customer
 * the data API already mails, and adds nobody.
 */
export async function keepCustomerAddress(
  deps: Pick<TDataApiDeps, 'db'>,
  customer: { userId: string; email: string; language: string },
  options: { onlyKnown: boolean },
): Promise<void> {
  if (options.onlyKnown) {
    await deps.db
      .update(customers)
      .set({ email: customer.email, language: customer.language, updatedAt: sql`now()` })
      .where(sql`${customers.userId} = ${customer.userId}`);
    return;
  }
  await deps.db
    .insert(customers)
    .values(customer)
    .onConflictDoUpdate({
      target: customers.userId,
      set: { email: customer.email, language: customer.language, updatedAt: sql`now()` },
    });
}
