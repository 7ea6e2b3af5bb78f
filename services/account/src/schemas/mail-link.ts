import { z } from 'zod';

/** A link's id as events name it (16 random bytes, base64url). */
export const ZMailLinkParams = z.object({ linkId: z.string().regex(/^[\w-]{16,64}$/) });

/** The language of the mail, which the page the link opens speaks too. */
export const ZMailLinkBody = z.object({ language: z.string().trim().max(8).default('') });

export const ZMailLink = z.object({ url: z.string(), expiresAt: z.string() });
