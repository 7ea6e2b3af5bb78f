import type { TRecipient, TRecipientFacts } from '../db/recipient-repository.ts';
import { redactedLink } from '../delivery/mail-links.ts';
import type { TAccountMailEvent } from '../events/account-mail-events.ts';
import { accountActivatedMail } from '../templates/account-activated.ts';
import { activationMail } from '../templates/activation.ts';
import { apiKeyRotatedMail } from '../templates/api-key-rotated.ts';
import { emailChangeMail } from '../templates/email-change.ts';
import { passwordResetMail } from '../templates/password-reset.ts';
import { formatMailTime, resolveMailLanguage, type TMailLanguage } from '../templates/language.ts';
import { renderTemplate } from '../templates/layout.ts';
import type { TRenderedMail } from '../templates/mail-content.ts';

/** `linkId`: the single-use link the stored mail shows as {@link redactedLink}, put back when it is sent. */
export type TMailDraft = { recipient: string; language: TMailLanguage; linkId?: string } & TRenderedMail;

/** Web pages the mails link to, under PUBLIC_WEB_URL. */
export function webLinks(publicWebUrl: string) {
  return { apiKeyUrl: `${publicWebUrl}/user/accountSettings`, docsUrl: `${publicWebUrl}/docs` };
}

/** What the event tells about the user's address and language (an unconfirmed new address is not theirs yet). */
export function recipientFactsOf(event: TAccountMailEvent): TRecipientFacts {
  const base = { userId: event.payload.userId, eventTime: event.time };
  switch (event.type) {
    case 'account.user-registered.v2':
    case 'account.password-reset-requested.v2':
      return { ...base, email: event.payload.email, language: knownLanguage(event.payload.language) };
    case 'account.user-activated.v1':
      return { ...base, email: event.payload.email, language: knownLanguage(event.payload.language) };
    case 'account.email-change-requested.v2':
      return { ...base, language: knownLanguage(event.payload.language) };
    case 'account.api-key-rotated.v1':
      return { ...base, email: event.payload.email || undefined, language: knownLanguage(event.payload.language) };
  }
}

/**
 * The mail an account event asks for, in the user's language (English when it is unknown), with a
 * single-use link redacted and named by `linkId` (docs/decisions/0011).
 * Undefined when the event does not name the address and no earlier event told it.
 */
export function draftAccountMail(
  event: TAccountMailEvent,
  known: Pick<TRecipient, 'email' | 'language'> | undefined,
  publicWebUrl: string,
): TMailDraft | undefined {
  const links = webLinks(publicWebUrl);
  const language = resolveMailLanguage(event.payload.language || known?.language);
  const draft = (recipient: string, mail: TRenderedMail, linkId?: string): TMailDraft => ({
    recipient,
    language,
    ...(linkId ? { linkId } : {}),
    ...mail,
  });
  switch (event.type) {
    case 'account.user-registered.v2': {
      const { email, linkId } = event.payload;
      return draft(email, renderTemplate(activationMail, { email, activationUrl: redactedLink }, language), linkId);
    }
    case 'account.user-activated.v1': {
      const { email } = event.payload;
      return draft(email, renderTemplate(accountActivatedMail, { email, ...links }, language));
    }
    case 'account.password-reset-requested.v2': {
      const { email, linkId } = event.payload;
      return draft(email, renderTemplate(passwordResetMail, { email, resetUrl: redactedLink }, language), linkId);
    }
    case 'account.email-change-requested.v2': {
      const { newEmail, linkId } = event.payload;
      const mail = renderTemplate(emailChangeMail, { newEmail, confirmUrl: redactedLink }, language);
      return draft(newEmail, mail, linkId);
    }
    case 'account.api-key-rotated.v1': {
      // Events from before the payload named the address fall back to what earlier events told.
      const email = event.payload.email || known?.email;
      if (!email) return undefined;
      const input = { email, rotatedAt: formatMailTime(event.time, language), apiKeyUrl: links.apiKeyUrl };
      return draft(email, renderTemplate(apiKeyRotatedMail, input, language));
    }
  }
}

function knownLanguage(language: string): string | undefined {
  return language.trim() ? resolveMailLanguage(language) : undefined;
}
