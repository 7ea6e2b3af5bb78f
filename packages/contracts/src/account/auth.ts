import { z } from 'zod';
import {
  ZCurrentPassword,
  ZEmail,
  ZLanguage,
  ZLinkSecret,
  ZNewPassword,
  ZTrackingUrl,
  ZUserSummary,
} from './fields.ts';

export const ZRegisterBody = z.object({
  email: ZEmail,
  password: ZNewPassword,
  registerUrl: ZTrackingUrl,
  refererUrl: ZTrackingUrl,
  marketingUrl: ZTrackingUrl,
  lang: ZLanguage,
});
export type TRegisterInput = z.infer<typeof ZRegisterBody>;

export const ZRegistered = z.object({ email: z.string(), resendAvailableAt: z.string() });

export const ZResendActivationBody = z.object({ email: ZEmail, lang: ZLanguage });
export const ZResendAvailableAt = z.object({ resendAvailableAt: z.string() });

export const ZLinkTokenBody = z.object({ token: ZLinkSecret });

export const ZActivated = z.object({ user: ZUserSummary });

export const ZLoginBody = z.object({
  account: ZEmail,
  password: ZCurrentPassword,
  loginUrl: ZTrackingUrl,
  marketingUrl: ZTrackingUrl,
});

export const ZLoggedIn = z.object({ user: ZUserSummary, accessToken: z.string() });

export const ZSignedInUser = z.object({ userId: z.string(), email: z.string() });

export const ZEmailChangeBody = z.object({ newEmail: ZEmail, password: ZCurrentPassword, lang: ZLanguage });
export const ZEmailChangeRequested = z.object({ newEmail: z.string() });

export const ZEmailVerified = z.object({ email: z.string() });
