import { SessionRevokedReason } from '@matchwire/proto';
import { z } from 'zod';
import { defineEvents } from '../event.ts';
import { ZEmail } from './fields.ts';

const ZUserId = z.string().min(1);
/** Language of the user's mails as the account knows it (`en`, `vi`); anything else means English. */
const ZMailLanguage = z.string();
/** The id of a single-use link: mail carries a reference, never the link's secret (docs/decisions/0011). */
const ZLinkId = z.string().regex(/^[\w-]{16,64}$/, 'must be a link id');
/** Retired v1 mails carried the whole link, secret included. */
const ZLinkUrl = z.string();

const mailed = ['notification'] as const;
const retiredForLinkId = 'carried the link with its secret; `.v2` names the link instead (docs/decisions/0011)';

export const accountEvents = defineEvents('account', {
  'account.user-registered.v2': {
    summary: 'A user signed up or asked for the activation mail again.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage, linkId: ZLinkId }),
    consumers: mailed,
  },
  'account.user-activated.v1': {
    summary: 'A user activated their account; they are welcomed.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage }),
    consumers: [...mailed, 'data-api'],
  },
  'account.password-reset-requested.v2': {
    summary: 'A user asked to reset their password.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage, linkId: ZLinkId }),
    consumers: mailed,
  },
  'account.email-change-requested.v2': {
    summary: 'A user asked to move their account to a new address; the confirmation goes to the new one.',
    payload: z.object({ userId: ZUserId, newEmail: ZEmail, language: ZMailLanguage, linkId: ZLinkId }),
    consumers: mailed,
  },
  'account.api-key-rotated.v1': {
    summary: "A user's API key was made anew; they get a security notice.",
    // Empty email and language: published before the payload carried them (consumers fall back to what they know).
    payload: z.object({ userId: ZUserId, email: z.union([ZEmail, z.literal('')]), language: ZMailLanguage }),
    consumers: [...mailed, 'data-api'],
  },
  'account.session-revoked.v1': {
    summary:
      'Sessions ended before they expired (`sessionIds` empty: all of the user’s); gateways forget them at once.',
    payload: z.object({
      userId: ZUserId,
      sessionIds: z.array(z.string().min(1)),
      reason: z.enum(SessionRevokedReason),
    }),
    consumers: ['data-api', 'gateway'],
  },
  'account.email-changed.v1': {
    summary:
      'A user confirmed a new e-mail address; services that mail them (billing, the data API) use it from now on.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage }),
    consumers: ['billing', 'data-api'],
  },
  'account.ip-whitelist-changed.v1': {
    summary: "A user's API key whitelist changed (an entry added or removed); the data API applies it within a second.",
    payload: z.object({
      userId: ZUserId,
      /** The whole list after the change, canonical entries; empty: any address may use the key. */
      ipWhitelist: z.array(z.string().min(1)),
    }),
    consumers: ['data-api'],
  },
  'account.user-registered.v1': {
    summary: 'A user signed up.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage, activationUrl: ZLinkUrl }),
    consumers: [],
    retired: retiredForLinkId,
  },
  'account.password-reset-requested.v1': {
    summary: 'A user asked to reset their password.',
    payload: z.object({ userId: ZUserId, email: ZEmail, language: ZMailLanguage, resetUrl: ZLinkUrl }),
    consumers: [],
    retired: retiredForLinkId,
  },
  'account.email-change-requested.v1': {
    summary: 'A user asked to move their account to a new address.',
    payload: z.object({ userId: ZUserId, newEmail: ZEmail, language: ZMailLanguage, confirmUrl: ZLinkUrl }),
    consumers: [],
    retired: retiredForLinkId,
  },
});
