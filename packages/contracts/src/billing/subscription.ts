import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';
import { ZLang } from '../common/lang.ts';
import {
  ZBillingId,
  ZBillingPeriod,
  ZMoney,
  ZPaymentPlatform,
  ZPayMethod,
  ZSportType,
  ZSubscriptionState,
  ZSubscriptionStatus,
} from './fields.ts';

/** One line of an order: a product and one of its plans (SPEC.md §7 subscription add). */
export const ZOrderLine = z.object({ productId: ZRowId, planId: ZRowId });

/** The order's lines: a JSON array, also as one form field holding that JSON. At most 10. */
const ZOrderLines = z.preprocess(
  (value) => (typeof value === 'string' && value.trim().startsWith('[') ? safeJson(value) : value),
  z.array(ZOrderLine).min(1).max(10),
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Letters, digits, `-` and `_`; matched without regard to case. */
const ZPromotionCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, - or _')
  .transform((code) => (code === '' ? undefined : code.toUpperCase()));

export const ZQuoteBody = z.object({ subscriptionList: ZOrderLines, promotionCode: ZPromotionCode.optional() });

/** What one line costs: the plan's price (period discount already in it, as the product page shows). */
export const ZQuoteLine = z.object({
  productId: z.number().int(),
  productName: z.string(),
  sportType: ZSportType,
  planId: z.number().int(),
  period: ZBillingPeriod,
  price: ZMoney,
  /** 3× or 12× the monthly price; null where no saving applies. */
  undiscountedPrice: ZMoney.nullable(),
  periodDiscountPercent: z.number().int().min(0).max(100),
});

/** The order summary of /purchase: lines, promotion, total in the plans' currency. */
export const ZQuote = z.object({
  lines: z.array(ZQuoteLine),
  subtotal: ZMoney,
  promotion: z.object({ code: z.string(), percentOff: z.number().int(), amountOff: ZMoney }).nullable(),
  total: ZMoney,
});
export type TQuote = z.infer<typeof ZQuote>;

/** Where the site sends someone who leaves the provider's page: a path of this site only. */
const ZSitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path of this site');

export const ZAddSubscriptionBody = ZQuoteBody.extend({
  payMethod: ZPayMethod.default('card'),
  /** The page the provider returns to after paying; /purchase/processing by default. */
  returnUrl: ZSitePath.optional(),
  cancelUrl: ZSitePath.optional(),
  lang: ZLang.optional(),
});

/** A checkout begun: the record to follow on /purchase/processing and the provider's page to pay on. */
export const ZCheckoutStart = z.object({ recordId: ZBillingId, paymentUrl: z.string() });

export const ZSubscriptionIdBody = z.object({ subscriptionId: ZBillingId });

export const ZResubscribeBody = ZSubscriptionIdBody.extend({
  payMethod: ZPayMethod.default('card'),
  lang: ZLang.optional(),
});

/** SPEC.md Subscription, as the customer's Plans page shows it, with what may be done to it now. */
export const ZSubscription = z.object({
  subscriptionId: ZBillingId,
  status: ZSubscriptionStatus,
  state: ZSubscriptionState,
  cancelAtPeriodEnd: z.boolean(),
  product: z.object({ productId: z.number().int(), englishName: z.string(), sportType: ZSportType }),
  plan: z.object({ planId: z.number().int(), price: ZMoney, period: ZBillingPeriod }),
  platform: ZPaymentPlatform,
  startDate: z.iso.datetime().nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** When the next renewal is charged; null when it will not renew. */
  nextBillingDate: z.iso.datetime().nullable(),
  /**
   * Whether it renews by itself at `currentPeriodEnd`. False for one that ends then instead
   * (unsubscribed, one-time, or paid by wallet: a wallet payment needs the payer each period) and for
   * one that is not usable.
   */
  isAutoRenewing: z.boolean(),
  actions: z.object({
    canUnsubscribe: z.boolean(),
    canRestore: z.boolean(),
    canResubscribe: z.boolean(),
    /** Active, renewing, inside its period, on a plan shorter than yearly, no upgrade waiting (docs/contracts/billing.md#upgrades). */
    canUpgrade: z.boolean(),
  }),
  /** SPEC.md upgradePlan: the plan of an upgrade waiting for its payment; null when none. */
  upgradePlanId: z.number().int().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionList = z.object({ subscriptions: z.array(ZSubscription) });
