import { z } from 'zod';
import { fieldTexts, ZEmail, ZLanguage, ZLinkSecret, ZName, ZNewPassword } from './fields.ts';

export const ZUserInfoQuery = z.object({ userId: z.string().optional() });

export const ZUserInfo = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** Masked (`mw_live_••••abcd`); null before activation. */
  apiKey: z.string().nullable(),
  lastModifyPasswordDate: z.string().nullable(),
  registerDate: z.string(),
  customer: z.object({ cooperationStatus: z.number().int() }),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZUpdateUserInfoBody = z.object({ name: ZName });
export const ZUpdatedUserInfo = z.object({ name: z.string() });

export const ZResendPasswordEmailBody = z.object({ email: ZEmail, lang: ZLanguage });

export const ZResetPasswordBody = z.object({
  token: ZLinkSecret,
  code: ZLinkSecret,
  password: ZNewPassword,
  passwordConfirm: z.string({ message: fieldTexts.required }),
});
