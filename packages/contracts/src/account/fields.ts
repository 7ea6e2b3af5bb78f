import { z } from 'zod';

/** Texts of SPEC.md section 5, so the server's refusals read like the web forms'. */
export const fieldTexts = {
  required: 'This field is required',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'At least 6 characters',
  passwordTooLong: 'No more than 18 characters',
  invalidPassword: 'Invalid password',
  nameTooLong: 'No more than 50 characters',
} as const;

/**
 * SPEC.md section 5: a local part of letters, digits, underscore, dot or dash; an @; a domain
 * of the same characters ending in one or two dot-separated alphabetic suffixes.
 */
const emailPattern = /^[\w.-]+@[\w.-]+(?:\.[A-Za-z]+){1,2}$/;

const ZRequiredString = z.string({ message: fieldTexts.required });

/** An e-mail address, trimmed and lower-cased (accounts are looked up in lower case). */
export const ZEmail = ZRequiredString.trim()
  .toLowerCase()
  .min(1, fieldTexts.required)
  .max(254, fieldTexts.invalidEmail)
  .regex(emailPattern, fieldTexts.invalidEmail);

/** A new password: 6 to 18 non-space characters. */
export const ZNewPassword = ZRequiredString.min(1, fieldTexts.required)
  .min(6, fieldTexts.passwordTooShort)
  .max(18, fieldTexts.passwordTooLong)
  .regex(/^\S{6,18}$/, fieldTexts.invalidPassword);

/** A password to check: any non-empty text (older rules may have allowed others); bounded to keep hashing cheap. */
export const ZCurrentPassword = ZRequiredString.min(1, fieldTexts.required).max(128, fieldTexts.invalidPassword);

export const ZName = ZRequiredString.trim().min(1, fieldTexts.required).max(50, fieldTexts.nameTooLong);

/** Mail language; anything but `vi` or `en` means "not given". */
export const ZLanguage = z
  .string()
  .optional()
  .transform((value) => (value === 'vi' || value === 'en' ? value : undefined));

/** Tracking URLs the web client sends along (stored, never followed). */
export const ZTrackingUrl = z.string().max(2048).optional();

/** A token or code from an e-mail link. */
export const ZLinkSecret = ZRequiredString.trim().min(1, fieldTexts.required).max(200);

export const ZUserSummary = z.object({ userId: z.string(), email: z.string(), name: z.string() });
export type TUserSummary = z.infer<typeof ZUserSummary>;

/** An API key: `mw_live_` and 32 base62 characters (the account issues it, the data API is called with it). */
export const apiKeyPrefix = 'mw_live_';
export const apiKeyPattern = /^mw_live_[0-9A-Za-z]{32}$/;
