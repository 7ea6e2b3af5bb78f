import type { TQuote } from '@matchwire/contracts/billing/subscription';
import type { TPlanPurchaseOffer } from '@matchwire/contracts/catalogue/plan';
import { AppError } from '@matchwire/kit/errors/app-error';

/** A line of an order as it is charged: the quote's line and its share of the promotion. */
export type TPricedLine = TQuote['lines'][number] & { paymentType: number; chargedAmount: number };

export type TPricedOrder = { quote: TQuote; lines: TPricedLine[] };

/**
 * The one place an order's money is worked out (docs/contracts/billing.md#prices-and-discounts).
 * Each line costs its plan's price as the product page shows it (the period discount, quarterly 33 %
 * and yearly 50 %, is already in that price); a promotion takes `percentOff` of the subtotal, rounded
 * to the minor unit, and is spread over the lines in proportion to their prices (the remainder cents
 * go to the first lines), so what each line is charged adds up to the total.
 */
export function priceOrder(
  offers: TPlanPurchaseOffer[],
  promotion: { code: string; percentOff: number } | null,
): TPricedOrder {
  const currencies = new Set(offers.map((offer) => offer.plan.price.currency));
  if (currencies.size > 1) {
    throw new AppError('badRequest', 'subscriptionList: the plans of one order must be in one currency');
  }
  const currency = offers[0]!.plan.price.currency as TQuote['total']['currency'];
  const subtotal = offers.reduce((sum, offer) => sum + offer.plan.price.amount, 0);
  const amountOff = promotion ? Math.round((subtotal * promotion.percentOff) / 100) : 0;
  const shares = spread(
    amountOff,
    offers.map((offer) => offer.plan.price.amount),
  );
  const lines = offers.map((offer, index): TPricedLine => {
    const { plan, product } = offer;
    const money = (amount: number) => ({ amount, currency });
    return {
      productId: product.productId,
      productName: product.englishName,
      sportType: product.sportType as TPricedLine['sportType'],
      planId: plan.planId,
      period: plan.period as TPricedLine['period'],
      price: money(plan.price.amount),
      undiscountedPrice: plan.undiscountedPrice ? money(plan.undiscountedPrice.amount) : null,
      periodDiscountPercent: plan.discountPercent,
      paymentType: plan.paymentType,
      chargedAmount: plan.price.amount - shares[index]!,
    };
  });
  const quote: TQuote = {
    lines: lines.map(({ paymentType: _paymentType, chargedAmount: _chargedAmount, ...line }) => line),
    subtotal: { amount: subtotal, currency },
    promotion: promotion
      ? { code: promotion.code, percentOff: promotion.percentOff, amountOff: { amount: amountOff, currency } }
      : null,
    total: { amount: subtotal - amountOff, currency },
  };
  return { quote, lines };
}

/** `total` split over `weights` in proportion, in whole units that add up to `total`. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length) {
    if (shares[index]! < weights[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}
