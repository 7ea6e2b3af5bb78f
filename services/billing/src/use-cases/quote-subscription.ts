import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { findPromotionCode } from '../db/promotion-code-repository.ts';
import { priceOrder, type TPricedOrder } from '../pricing/order-pricing.ts';

export type TOrderInput = {
  isTester: boolean;
  lines: { productId: number; planId: number }[];
  /** Upper-cased already (the contract's schema); undefined for none. */
  promotionCode?: string;
};

/**
 * What an order costs now: each plan's price from the catalogue (the price its product page shows,
 * 12003 / 12006 when it is not on sale to this buyer), a promotion code that is active, within its
 * dates and under its limit (13008 otherwise), one currency for all lines (400 otherwise).
 */
export async function quoteSubscription(deps: TBillingDeps, input: TOrderInput): Promise<TPricedOrder> {
  const productIds = input.lines.map((line) => line.productId);
  if (new Set(productIds).size !== productIds.length) {
    throw new AppError('badRequest', 'subscriptionList: each product may be ordered once per order');
  }
  const [offers, promotion] = await Promise.all([
    Promise.all(input.lines.map((line) => deps.catalogue.getPlanOffer({ ...line, isTester: input.isTester }))),
    input.promotionCode ? validPromotion(deps, input.promotionCode) : null,
  ]);
  for (const offer of offers) {
    if (offer.plan.price.amount <= 0) throw new AppError('planNotPurchasable');
  }
  return priceOrder(offers, promotion);
}

async function validPromotion(deps: TBillingDeps, code: string): Promise<{ code: string; percentOff: number }> {
  const row = await findPromotionCode(deps.db, code);
  const now = deps.clock();
  const isUsable =
    row !== undefined &&
    row.isActive &&
    row.validFrom <= now &&
    (row.validUntil === null || row.validUntil > now) &&
    (row.redemptionLimit === null || row.redemptions < row.redemptionLimit);
  if (!isUsable) throw new AppError('promotionCodeInvalid');
  return { code: row.code, percentOff: row.percentOff };
}
