import { dataApiEvents } from '@matchwire/contracts/data-api/events';
import type { TReceivedEvent } from '@matchwire/contracts/events';
import { mailedEventTypes } from './mailed-events.ts';

/**
 * The data API's events this service turns into mail (consumer group `notification-mail`, beside
 * the account and billing events): those whose definition in packages/contracts/src/data-api/events.ts
 * lists `notification`. Each names the customer's address and language, like billing's.
 */
export const dataApiMailEventTypes = mailedEventTypes(dataApiEvents);
export type TDataApiMailEventType = (typeof dataApiMailEventTypes)[number];

/** A data API event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TDataApiMailEvent = TReceivedEvent<TDataApiMailEventType>;
