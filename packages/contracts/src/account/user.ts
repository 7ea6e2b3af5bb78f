import { z } from 'zod';
import { fieldTexts } from './fields.ts';

export const ZApiKeySummary = z.object({ apiKeyMasked: z.string(), createdAt: z.string() });
export const ZRevealedApiKey = z.object({ apiKey: z.string() });
export const ZRegeneratedApiKey = z.object({ apiKey: z.string(), apiKeyMasked: z.string() });

export const ZIpWhitelistEntryBody = z.object({
  entry: z.string({ message: fieldTexts.required }).trim().min(1, fieldTexts.required).max(64),
});

export const ZIpWhitelist = z.object({
  entries: z.array(z.object({ entry: z.string(), createdAt: z.string() })),
  max: z.number().int(),
});
export type TIpWhitelist = z.infer<typeof ZIpWhitelist>;
