import { z } from 'zod';

export const ZApiKeySummary = z.object({ apiKeyMasked: z.string(), createdAt: z.string() });
export const ZRevealedApiKey = z.object({ apiKey: z.string() });
export const ZRegeneratedApiKey = z.object({ apiKey: z.string(), apiKeyMasked: z.string() });
