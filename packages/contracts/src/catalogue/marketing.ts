import { z } from 'zod';

/**
 * `productIds` as the site sends it: a JSON array, repeated form fields, or one form field
 * with comma-separated ids.
 */
export const ZMarketingInterestBody = z.object({
  productIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z.array(z.coerce.number().int().positive()).min(1).max(50),
  ),
});
