import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';

/**
 * `productIds` as the site sends it: a JSON array, repeated form fields, or one form field
 * with comma-separated ids.
 */
export const ZMarketingInterestBody = z.object({
  productIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z.array(ZRowId).min(1).max(50),
  ),
});
