import type { TReceivedEvent } from '@matchwire/contracts/events';

/**
 * The data API's events this service turns into mail (consumer group `notification-mail`, beside
 * the account and billing events); payloads defined in packages/contracts/src/data-api/events.ts.
 * Each names the customer's address and language, like billing's.
 */
export const dataApiMailEventTypes = ['data.trial-quota-reached.v1'] as const;
export type TDataApiMailEventType = (typeof dataApiMailEventTypes)[number];

/** A data API event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TDataApiMailEvent = TReceivedEvent<TDataApiMailEventType>;
