import { ZEmail, ZName } from '@matchwire/contracts/account/fields';
import {
  attachmentExtensions,
  ticketLimits,
  ticketTexts,
  urgencyTypeId,
  ZTicketContent,
} from '@matchwire/contracts/ticket/fields';
import type { z } from 'zod';
import type { TMessageKey } from '~/i18n/en';
import { acceptOf, checkPickedFile, type TPickedFileRefusal } from '~/lib/forms/picked-file';

export type TTicketFieldName = 'typeId' | 'name' | 'email' | 'content' | 'urgency';
export type TTicketValues = Record<TTicketFieldName, string>;

/** The catalogue key of each text the contracts' rules answer with (SPEC 5), so errors follow the page's language. */
const MESSAGE_KEYS: Record<string, TMessageKey> = {
  [ticketTexts.required]: 'validation.required',
  [ticketTexts.invalidEmail]: 'validation.email',
  [ticketTexts.nameTooLong]: 'validation.nameMax',
  [ticketTexts.contentTooShort]: 'tickets.validation.contentMin',
  [ticketTexts.contentTooLong]: 'tickets.validation.contentMax',
};

/** A field rule from the contract's schema: the server refuses what the form refuses, in the same words. */
function ruleOf(schema: z.ZodType): (value: string) => TMessageKey | null {
  return (value) => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    return MESSAGE_KEYS[result.error.issues[0]?.message ?? ''] ?? 'validation.required';
  };
}

export const validateTicketName = ruleOf(ZName);
export const validateTicketEmail = ruleOf(ZEmail);
export const validateTicketContent = ruleOf(ZTicketContent);

/** SPEC 5: 'Please fill in the form' when the e-mail is empty, otherwise the e-mail's own error (null when valid). */
export function submitToastKey(email: string): TMessageKey | null {
  if (email.trim() === '') return 'tickets.form.fillIn';
  return validateTicketEmail(email);
}

/** Cooperation status 'in cooperation' (SPEC enumerations: default 0, in cooperation 1, loss 2). */
export const IN_COOPERATION = 1;

/** SPEC 5: urgency is chosen only on type 3, by a signed-in technical-support customer; otherwise none. */
export function canChooseUrgency(typeId: number, cooperationStatus: number | null): boolean {
  return typeId === urgencyTypeId && cooperationStatus === IN_COOPERATION;
}

/** SPEC 9: creation offers Very Urgent (the default) and Normal. */
export const URGENCY_CHOICES = [2, 1] as const;

export type TAttachmentRefusal = `tickets.file.${TPickedFileRefusal}`;

/** SPEC 5 client-side checks of one picked file (the server checks its content again). */
export function checkAttachment(file: { name: string; size: number } | undefined): TAttachmentRefusal | null {
  const refusal = checkPickedFile(file, {
    extensions: attachmentExtensions,
    maxBytes: ticketLimits.attachmentMaxBytes,
  });
  return refusal && `tickets.file.${refusal}`;
}

/** The file picker's `accept`: the allowed extensions. */
export const ATTACHMENT_ACCEPT = acceptOf(attachmentExtensions);

/** The number of a message's characters as the counter shows it ('n / 10000'). */
export const CONTENT_MAX = ticketLimits.contentMax;
