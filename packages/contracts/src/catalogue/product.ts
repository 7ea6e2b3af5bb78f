import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';

export const sportTypes = { football: 1, basketball: 2, esports: 3 } as const;
export const productTags = { hot: 1, new: 2, sale: 3 } as const;
export const productStatuses = { enabled: 1, disabled: 2 } as const;

export const ZSportType = z.coerce
  .number({ message: 'must be 1 (football), 2 (basketball) or 3 (esports)' })
  .int()
  .refine((value) => [1, 2, 3].includes(value), 'must be 1 (football), 2 (basketball) or 3 (esports)');

export const ZProductListQuery = z.object({ sportType: ZSportType });

export const ZProductListItem = z.object({
  productId: z.number().int(),
  englishName: z.string(),
  tag: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;
export const ZProductList = z.object({ productList: z.array(ZProductListItem) });

export const ZProductIdParams = z.object({ productId: ZRowId });

/** Back-office changes to a product; every field optional, at least one required. */
export const ZProductChanges = z
  .object({
    englishName: z.string().trim().min(1).max(120),
    chineseName: z.string().trim().max(120).nullable(),
    sportType: ZSportType,
    tag: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    status: z.union([z.literal(1), z.literal(2)]),
    isOnlyTesterVisible: z.boolean(),
    sortOrder: z.number().int().min(0).max(100000),
    productType: z.union([z.literal(0), z.literal(1)]),
    isPromotion: z.boolean(),
    salesBaseCount: z.number().int().min(0).max(10_000_000),
    subscribeType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'at least one field must change');
export type TProductChanges = z.infer<typeof ZProductChanges>;

export const ZProduct = z.object({
  productId: z.number().int(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  sportType: z.number().int(),
  tag: z.number().int().nullable(),
  status: z.number().int(),
  isOnlyTesterVisible: z.boolean(),
  sortOrder: z.number().int(),
  productType: z.number().int(),
  isPromotion: z.boolean(),
  salesBaseCount: z.number().int(),
  subscribeType: z.number().int(),
});
