import { z } from 'zod';

export const ZApiKeyLookupQuery = z.object({ key: z.string().min(1).max(200) });

export const ZApiKeyOwner = z.object({
  userId: z.string(),
  /** Activated and not locked. */
  isActive: z.boolean(),
  ipWhitelist: z.array(z.string()),
});

export const ZAdminAccessTokenBody = z.object({
  adminId: z.coerce.string().trim().min(1).max(64),
  userId: z.string().uuid(),
});

export const ZAdminAccessToken = z.object({ adminAccessToken: z.string(), expiresAt: z.string() });

/** The jwt's `sid`: the SHA-256 (hex) of the `token` cookie. */
export const ZSessionCheckParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });

/** A live session: unexpired, unrevoked, its user not locked. */
export const ZSessionCheck = z.object({ isLive: z.boolean(), userId: z.string().nullable() });
