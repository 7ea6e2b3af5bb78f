import { z } from 'zod';

/** The answer of GET /api/auth/userCheckLogin. */
export const ZSessionUser = z.object({
  userId: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
