import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope, TEventPayloadInit, TEventType } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';

type TMaileeFields = 'userId' | 'email' | 'language';

/**
 * A billing event about one customer: it names whom the notification service mails (user, email,
 * language) besides its own `fields`, and is keyed by the user, so a customer's events of one type
 * stay in order. Each type is a topic of its own: a consumer of several types may see a customer's
 * events out of order, and one that keeps the address compares the events' times (the data API's
 * customer-addresses).
 */
export function customerEvent<T extends TEventType>(
  type: T,
  customer: TMailee,
  fields: Omit<TEventPayloadInit<T>, TMaileeFields>,
): TEnvelope<T> {
  const mailee = { userId: customer.userId, email: customer.email, language: customer.language };
  return buildEvent('billing', type, { ...mailee, ...fields } as TEventPayloadInit<T>, customer.userId);
}

/** The subscription fields every subscription event carries. */
export function subscriptionFields(subscription: TSubscriptionRow) {
  return {
    subscriptionId: subscription.subscriptionId,
    productId: subscription.productId,
    productName: subscription.productName,
    sportType: subscription.sportType,
  };
}
