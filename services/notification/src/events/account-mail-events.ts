import { accountEvents } from '@matchwire/contracts/account/events';
import type { TReceivedEvent } from '@matchwire/contracts/events';
import { mailedEventTypes } from './mailed-events.ts';

/**
 * The account events this service turns into mail (consumer group `notification-mail`): those
 * whose definition in packages/contracts lists `notification`. The mails with a single-use link come
 * from the `.v2` events, which name the link instead of carrying it (docs/decisions/0011); their
 * `.v1` forms are retired.
 */
export const accountMailEventTypes = mailedEventTypes(accountEvents);
export type TAccountMailEventType = (typeof accountMailEventTypes)[number];

/** An account event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TAccountMailEvent = TReceivedEvent<TAccountMailEventType>;
