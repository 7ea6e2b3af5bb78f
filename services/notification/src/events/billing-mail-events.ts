import { billingEvents } from '@matchwire/contracts/billing/events';
import type { TReceivedEvent } from '@matchwire/contracts/events';
import { mailedEventTypes } from './mailed-events.ts';

/**
 * The billing events this service turns into mail (consumer group `notification-mail`, beside the
 * account events): those whose definition in packages/contracts/src/billing/events.ts lists
 * `notification`. Each names the customer's address and language, so no earlier event is needed to address it.
 */
export const billingMailEventTypes = mailedEventTypes(billingEvents);
export type TBillingMailEventType = (typeof billingMailEventTypes)[number];

/** A billing event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TBillingMailEvent = TReceivedEvent<TBillingMailEventType>;
