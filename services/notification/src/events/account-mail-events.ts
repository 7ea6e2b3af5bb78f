import type { TReceivedEvent } from '@matchwire/contracts/events';

/**
 * The account events this service turns into mail (consumer group `notification-mail`); their
 * payloads are defined once, in packages/contracts. The mails with a single-use link come from the
 * `.v2` events, which name the link instead of carrying it (docs/decisions/0011); their `.v1` forms
 * are retired.
 */
export const accountMailEventTypes = [
  'account.user-registered.v2',
  'account.user-activated.v1',
  'account.password-reset-requested.v2',
  'account.email-change-requested.v2',
  'account.api-key-rotated.v1',
] as const;
export type TAccountMailEventType = (typeof accountMailEventTypes)[number];

/** An account event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TAccountMailEvent = TReceivedEvent<TAccountMailEventType>;
