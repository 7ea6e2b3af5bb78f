import { z } from 'zod';

export const ZApiKeyLookupQuery = z.object({ key: z.string().min(1).max(200) });

export const ZApiKeyOwner = z.object({
  userId: z.string(),
  /** Activated and not locked. */
  isActive: z.boolean(),
  ipWhitelist: z.array(z.string()),
});

/** The back office asks to act for a user: who (staff id), for whom, why, and for how long (≤ 15 min). */
export const ZAdminAccessTokenBody = z.object({
  staffId: z.coerce.string().trim().min(1).max(64),
  userId: z.string().uuid(),
  reason: z.string().trim().min(10, 'Say why, in at least 10 characters').max(500),
  minutes: z.coerce.number().int().min(1).max(15).optional(),
});

export const ZAdminAccessToken = z.object({ adminAccessToken: z.string(), grantId: z.string(), expiresAt: z.string() });

/** The gateway presents a token from a request's body, with the user and the request it is for. */
export const ZImpersonationUseBody = z.object({
  adminAccessToken: z.string().min(1).max(200),
  userId: z.string().uuid(),
  method: z.string().min(1).max(10),
  path: z.string().min(1).max(300),
  ip: z.string().max(64).optional(),
});

export const ZImpersonationUse = z.object({
  grantId: z.string(),
  staffId: z.string(),
  userId: z.string(),
  email: z.string(),
  isTester: z.boolean(),
});

export const ZImpersonationGrantParams = z.object({ grantId: z.string().uuid() });

/** The jwt's `sid`: the SHA-256 (hex) of the `token` cookie. */
export const ZSessionCheckParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });

/** A live session: unexpired, unrevoked, its user not locked. */
export const ZSessionCheck = z.object({ isLive: z.boolean(), userId: z.string().nullable() });

/** A link's id as events name it (16 random bytes, base64url). */
export const ZMailLinkParams = z.object({ linkId: z.string().regex(/^[\w-]{16,64}$/) });

/** The language of the mail, which the page the link opens speaks too. */
export const ZMailLinkBody = z.object({ language: z.string().trim().max(8).default('') });

export const ZMailLink = z.object({ url: z.string(), expiresAt: z.string() });

/** Whether a customer is a technical-support customer: cooperation status 'in cooperation' (SPEC.md section 5's urgency rule). */
export const ZSupportStatus = z.object({ cooperationStatus: z.number().int(), isInCooperation: z.boolean() });

/** The back office names the user to lock. */
export const ZUserIdParams = z.object({ userId: z.string().uuid() });
