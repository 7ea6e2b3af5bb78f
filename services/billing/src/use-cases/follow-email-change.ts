import type { TEventPayloadOf } from '@matchwire/contracts/events';
import type { TBillingDeps } from '../billing-deps.ts';
import { changeCustomerEmail } from '../db/customer-repository.ts';

/**
 * A user confirmed a new e-mail address in the console (account.email-changed.v1): billing's
 * customer takes it, so the scheduler's mails (trial ending, renewal, expiry, refunds) go there.
 * The language stays billing's own: it is the one the customer last ordered in, newer than the
 * account's registration language the event carries.
 */
export async function followEmailChange(
  deps: TBillingDeps,
  change: TEventPayloadOf<'account.email-changed.v1'>,
): Promise<void> {
  const isCustomer = await changeCustomerEmail(deps.db, { userId: change.userId, email: change.email });
  deps.logger.info({ userId: change.userId, isCustomer }, 'account e-mail change followed');
}
