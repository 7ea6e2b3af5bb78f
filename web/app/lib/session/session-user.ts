import { z } from 'zod/mini';

/** The answer of GET /api/auth/userCheckLogin. */
export const ZSessionUser = z.object({
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform<string | number, string>(String)),
  email: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
