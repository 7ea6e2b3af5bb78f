import { eq } from 'drizzle-orm';
import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import type { TSavedCard } from '../payments/payment-provider.ts';
import { customers } from './schema.ts';

/**
 * Keeps what the card provider told us of a customer: their customer there (made once, reused) and
 * the card saved for renewals, as the Payment page shows it. A field not given is left as it is.
 */
export async function saveCardDetails(
  db: TRowExecutor,
  userId: string,
  details: { cardCustomerRef: string | null; savedCard: TSavedCard | null },
): Promise<void> {
  const card = details.savedCard;
  if (!card && !details.cardCustomerRef) return;
  await db
    .update(customers)
    .set({
      ...(details.cardCustomerRef ? { cardCustomerRef: details.cardCustomerRef } : {}),
      ...(card
        ? {
            paymentMethodRef: card.paymentMethodRef,
            cardBrand: card.brand,
            cardLast4: card.last4,
            cardExpMonth: card.expMonth,
            cardExpYear: card.expYear,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(customers.userId, userId));
}
