import { z } from 'zod';

/** The account events this service turns into mail (consumer group `notification-mail`). */
export const accountMailEventTypes = [
  'account.user-registered.v1',
  'account.user-activated.v1',
  'account.password-reset-requested.v1',
  'account.email-change-requested.v1',
  'account.api-key-rotated.v1',
] as const;
export type TAccountMailEventType = (typeof accountMailEventTypes)[number];

const ZUserId = z.string().min(1);
const ZAddress = z.email();
/** Links in mails must be web pages: anything else (javascript:, data:) is refused. */
const ZWebLink = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** What each decoded payload must hold before a mail is written from it. */
export const accountEventPayloads = {
  'account.user-registered.v1': z.object({
    userId: ZUserId,
    email: ZAddress,
    language: z.string(),
    activationUrl: ZWebLink,
  }),
  'account.user-activated.v1': z.object({ userId: ZUserId, email: ZAddress, language: z.string() }),
  'account.password-reset-requested.v1': z.object({
    userId: ZUserId,
    email: ZAddress,
    language: z.string(),
    resetUrl: ZWebLink,
  }),
  'account.email-change-requested.v1': z.object({
    userId: ZUserId,
    newEmail: ZAddress,
    language: z.string(),
    confirmUrl: ZWebLink,
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
