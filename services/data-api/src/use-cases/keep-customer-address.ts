import type { TDataApiDeps } from '../data-api-deps.ts';
import { keepNewerCustomerAddress } from '../db/customer-repository.ts';

/**
 * Remembers where a customer's quota mails go, as an event made at `eventTime` states it: billing's
 * trial and subscription events, or account's confirmed e-mail change. Each type is a topic of its
 * own, so a customer's events may arrive out of order: one older than the address kept changes
 * nothing. An e-mail change of a user the data API does not mail yet is kept too, so that their
 * older trial event, consumed after it, does not bring back the old address.
 */
export async function keepCustomerAddress(
  deps: Pick<TDataApiDeps, 'db'>,
  customer: { userId: string; email: string; language: string },
  eventTime: Date,
): Promise<void> {
  await keepNewerCustomerAddress(deps.db, customer, eventTime);
}
