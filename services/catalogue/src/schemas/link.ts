import { z } from 'zod';

export const ZLinkList = z.object({
  list: z.array(z.object({ linkId: z.number().int(), url: z.string(), webName: z.string(), order: z.number().int() })),
});

export const ZLinkClickBody = z.object({ linkId: z.coerce.number().int().positive() });
export const ZLinkClicks = z.object({ clicks: z.number().int() });
