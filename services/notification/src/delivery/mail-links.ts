import { ZSuccess } from '@matchwire/contracts';
import { accountInternalEndpoints } from '@matchwire/contracts/account/internal-endpoints';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { z } from 'zod';
import type { TMessageRow } from '../db/message-repository.ts';
import { escapeHtml } from '../templates/layout.ts';
import { PermanentDeliveryError, type TOutgoingMail } from './mail-transport.ts';

/**
 * What a stored mail holds where its single-use link goes: the link itself exists only in the mail
 * as sent (docs/decisions/0011). A `.invalid` address, so it can never open anything.
 */
export const redactedLink = 'https://redacted.invalid/link-sent-only-in-the-mail';

/** The account service no longer has the link (spent, expired or replaced): nothing worth sending. */
export class LinkGoneError extends PermanentDeliveryError {
  override name = 'LinkGoneError';
}

/** Where the sender gets the link a stored mail names. */
export interface MailLinkSource {
  linkFor(linkId: string, language: string): Promise<string>;
}

const issueMailLink = accountInternalEndpoints.issueMailLink;
/** The account service's answer, as that endpoint's definition in packages/contracts says. */
const ZLinkAnswer = ZSuccess(issueMailLink.response);
/** Only a web address goes into a mail, whatever the answer holds. */
const ZMailableUrl = z.url({ protocol: /^https?$/ });

/** Asks `POST {accountUrl}/internal/mail-links/:linkId` as caller `notification`. */
export function accountMailLinks(options: { accountUrl: string; secret: string; timeoutMs?: number }): MailLinkSource {
  return {
    async linkFor(linkId, language) {
      const path = issueMailLink.path.replace(':linkId', encodeURIComponent(linkId));
      const response = await fetch(new URL(path, options.accountUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...internalCallerHeaders('notification', options.secret) },
        body: JSON.stringify({ language }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (response.status === 404) throw new LinkGoneError(`link ${linkId} is no longer valid`);
      // Anything else (account down, refused credentials) is retried with the usual backoff.
      if (!response.ok) throw new Error(`account service answered ${response.status} for a mail link`);
      return ZMailableUrl.parse(ZLinkAnswer.parse(await response.json()).data.url);
    },
  };
}

/** The mail as it leaves: the stored one, with the link put back where it was redacted. */
export async function outgoingMail(message: TMessageRow, links: MailLinkSource | undefined): Promise<TOutgoingMail> {
  const mail = {
    id: message.id,
    to: message.recipient,
    subject: message.subject,
    html: message.html,
    text: message.text,
  };
  if (!message.linkId) return mail;
  if (!links) throw new Error('no source of mail links configured');
  const url = await links.linkFor(message.linkId, message.language);
  return {
    ...mail,
    html: mail.html.replaceAll(escapeHtml(redactedLink), escapeHtml(url)),
    text: mail.text.replaceAll(redactedLink, url),
  };
}
