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
