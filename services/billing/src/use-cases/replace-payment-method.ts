import { randomUUID } from 'node:crypto';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { upsertCustomer } from '../db/customer-repository.ts';
import { saveCardDetails } from '../db/saved-card-repository.ts';
import { listLiveSubscriptions } from '../db/subscription-repository.ts';

/** Where the customer comes back to: the Payment page, told how it went (web reads `card`). */
export const cardSetupPaths = { success: '/user/payment?card=saved', cancel: '/user/payment?card=cancelled' } as const;

/**
 * Opens the card provider's page where the customer enters a new card to keep for renewals; nothing
 * is charged there (docs/contracts/billing.md#replacing-the-card). The card is saved by the setup's
 * webhook (save-payment-method.ts), which also charges a past-due renewal with it at once. Each call
 * is a setup of its own (`setupId`, our id in the provider's metadata); 13007 when the provider
 * cannot be asked.
 */
export async function replacePaymentMethod(
  deps: TBillingDeps,
  input: { userId: string; email: string },
): Promise<{ paymentUrl: string }> {
  const customer = await upsertCustomer(deps.db, { userId: input.userId, email: input.email });
  // Renewals charge in the currency of what the customer holds; USD before they hold any.
  const [held] = await listLiveSubscriptions(deps.db, customer.userId);
  let started;
  try {
    started = await deps.payments.beginCardSetup({
      setupId: randomUUID(),
      customer: { userId: customer.userId, email: customer.email, cardCustomerRef: customer.cardCustomerRef },
      currency: held?.currency ?? 1,
      successPath: cardSetupPaths.success,
      cancelPath: cardSetupPaths.cancel,
    });
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('paymentProviderError', undefined, { cause: error });
  }
  if (started.cardCustomerRef && started.cardCustomerRef !== customer.cardCustomerRef) {
    await saveCardDetails(deps.db, customer.userId, { cardCustomerRef: started.cardCustomerRef, savedCard: null });
  }
  return { paymentUrl: started.paymentUrl };
}
