import type { TDataApiDeps } from '../data-api-deps.ts';
import { updateCustomerAddress, upsertCustomerAddress } from '../db/customer-repository.ts';

/**
 * Remembers where a customer's quota mails go. `onlyKnown`: an e-mail change updates a customer
 * the data API already mails, and adds nobody.
 */
export async function keepCustomerAddress(
  deps: Pick<TDataApiDeps, 'db'>,
  customer: { userId: string; email: string; language: string },
  options: { onlyKnown: boolean },
): Promise<void> {
  if (options.onlyKnown) await updateCustomerAddress(deps.db, customer);
  else await upsertCustomerAddress(deps.db, customer);
}
