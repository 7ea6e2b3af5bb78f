import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';

const ZCurrency = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const ZPeriod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const ZPaymentType = z.union([z.literal(0), z.literal(1)]);

/** Money in minor units; currency 1 USD, 2 HKD, 3 EUR, 4 RMB. */
export const ZPrice = z.object({ amount: z.number().int(), currency: z.number().int() });
export type TPrice = z.infer<typeof ZPrice>;

export const ZPlan = z.object({
  planId: z.number().int(),
  productId: z.number().int(),
  price: ZPrice,
  /** 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
  period: z.number().int(),
  isActive: z.boolean(),
  /** 0 subscription, 1 single. */
  paymentType: z.number().int(),
  thirdPartyPlanId: z.string().nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** A plan as a product page shows it: with the saving against paying monthly (quarterly 33 %, yearly 50 %). */
export const ZPlanOffer = ZPlan.extend({
  discountPercent: z.number().int(),
  /** 3× or 12× the monthly price; null for monthly, one-time and day plans. */
  undiscountedPrice: ZPrice.nullable(),
});
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

export const ZPlanIdParams = z.object({ planId: ZRowId });

export const ZPlanOfferParams = z.object({ productId: ZRowId, planId: ZRowId });
export const ZPlanOfferQuery = z.object({
  /** Whether the buyer is a tester (tester-only products are offered to testers only). */
  tester: z.enum(['true', 'false']).default('false'),
});

/** What the billing service charges for a product's plan: the plan's price as its page shows it. */
export const ZPlanPurchaseOffer = z.object({
  product: z.object({ productId: z.number().int(), englishName: z.string(), sportType: z.number().int() }),
  plan: ZPlanOffer,
});
export type TPlanPurchaseOffer = z.infer<typeof ZPlanPurchaseOffer>;

export const ZNewPlan = z.object({
  amount: z.number().int().min(0).max(100_000_000),
  currency: ZCurrency,
  period: ZPeriod,
  isActive: z.boolean().default(true),
  paymentType: ZPaymentType,
  thirdPartyPlanId: z.string().trim().max(120).nullable().default(null),
});
export type TNewPlan = z.infer<typeof ZNewPlan>;

export const ZPlanChanges = z
  .object({
    amount: z.number().int().min(0).max(100_000_000),
    currency: ZCurrency,
    isActive: z.boolean(),
    thirdPartyPlanId: z.string().trim().max(120).nullable(),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'at least one field must change');
export type TPlanChanges = z.infer<typeof ZPlanChanges>;
