import type { TReceivedEvent } from '@matchwire/contracts/events';

/**
 * The billing events this service turns into mail (consumer group `notification-mail`, beside the
 * account events); their payloads are defined once, in packages/contracts/src/billing/events.ts.
 * Each names the customer's address and language, so no earlier event is needed to address it.
 */
export const billingMailEventTypes = [
  'billing.trial-started.v1',
  'billing.trial-ending.v1',
  'billing.trial-ended.v1',
  'billing.subscription-activated.v1',
  'billing.subscription-renewed.v1',
  'billing.subscription-expiring.v1',
  'billing.subscription-expired.v1',
  'billing.payment-succeeded.v1',
  'billing.payment-failed.v1',
  'billing.refund-issued.v1',
] as const;
export type TBillingMailEventType = (typeof billingMailEventTypes)[number];

/** A billing event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TBillingMailEvent = TReceivedEvent<TBillingMailEventType>;
