import { z } from 'zod';

export const ZIpWhitelistEntryBody = z.object({
  entry: z.string({ message: 'This field is required' }).trim().min(1, 'This field is required').max(64),
});

export const ZIpWhitelist = z.object({
  entries: z.array(z.object({ entry: z.string(), createdAt: z.string() })),
  max: z.number().int(),
});
export type TIpWhitelist = z.infer<typeof ZIpWhitelist>;
