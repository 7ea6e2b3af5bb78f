import { z } from 'zod';

/**
 * The account events this service turns into mail (consumer group `notification-mail`). The mails
 * with a single-use link come from the `.v2` events, which name the link instead of carrying it
 * (docs/decisions/0011); their `.v1` forms are no longer published.
 */
export const accountMailEventTypes = [
  'account.user-registered.v2',
  'account.user-activated.v1',
  'account.password-reset-requested.v2',
  'account.email-change-requested.v2',
  'account.api-key-rotated.v1',
] as const;
export type TAccountMailEventType = (typeof accountMailEventTypes)[number];

const ZUserId = z.string().min(1);
const ZAddress = z.email();
/** The account service's id of a single-use link (the sender asks for the link itself). */
const ZLinkId = z.string().regex(/^[\w-]{16,64}$/, 'must be a link id');

/** What each decoded payload must hold before a mail is written from it. */
export const accountEventPayloads = {
  'account.user-registered.v2': z.object({ userId: ZUserId, email: ZAddress, language: z.string(), linkId: ZLinkId }),
  'account.user-activated.v1': z.object({ userId: ZUserId, email: ZAddress, language: z.string() }),
  'account.password-reset-requested.v2': z.object({
    userId: ZUserId,
    email: ZAddress,
    language: z.string(),
    linkId: ZLinkId,
  }),
  'account.email-change-requested.v2': z.object({
    userId: ZUserId,
    newEmail: ZAddress,
    language: z.string(),
    linkId: ZLinkId,
  }),
  // Empty email/language: an event from before the payload carried them (the recipients table fills in).
  'account.api-key-rotated.v1': z.object({
    userId: ZUserId,
    email: z.union([ZAddress, z.literal('')]),
    language: z.string(),
  }),
} satisfies Record<TAccountMailEventType, z.ZodType>;

/** A checked account event: its type, time and payload. */
export type TAccountMailEvent = {
  [K in TAccountMailEventType]: { type: K; id: string; time: Date; payload: z.infer<(typeof accountEventPayloads)[K]> };
}[TAccountMailEventType];
