import type { TPlanRow } from '../db/plan-repository.ts';
import type { TProductWithDetail } from '../db/product-repository.ts';
import { compareWithMonthly, periods } from '../pricing/plan-pricing.ts';
import { pickList, pickText, type TLang } from '../schemas/lang.ts';
import type { TPlan, TPlanOffer } from '../schemas/plan.ts';
import type { TProductCard, TProductFull } from '../schemas/product-detail.ts';

/** How a product page orders plans: monthly, quarterly, yearly, one-time, day. */
const periodDisplayOrder = [periods.monthly, periods.quarterly, periods.yearly, periods.once, periods.day] as number[];

export function toPlan(row: TPlanRow): TPlan {
  return {
    planId: row.planId,
    productId: row.productId,
    price: { amount: row.amount, currency: row.currency },
    period: row.period,
    isActive: row.isActive,
    paymentType: row.paymentType,
    thirdPartyPlanId: row.thirdPartyPlanId,
  };
}

/** The cheapest active monthly plan, US dollars first (plans come ordered by currency, then amount). */
export function findFromPrice(activePlans: TPlanRow[]): TProductCard['fromPrice'] {
  const monthly = activePlans.find((plan) => plan.period === periods.monthly);
  return monthly ? { amount: monthly.amount, currency: monthly.currency, period: monthly.period } : null;
}

export function toPlanOffers(activePlans: TPlanRow[]): TPlanOffer[] {
  const sorted = [...activePlans].sort(
    (a, b) =>
      periodDisplayOrder.indexOf(a.period) - periodDisplayOrder.indexOf(b.period) ||
      a.currency - b.currency ||
      a.amount - b.amount,
  );
  return sorted.map((plan) => {
    const monthly = activePlans.find(
      (candidate) => candidate.period === periods.monthly && candidate.currency === plan.currency,
    );
    const comparison = compareWithMonthly(plan, monthly?.amount);
    return {
      ...toPlan(plan),
      discountPercent: comparison?.discountPercent ?? 0,
      undiscountedPrice: comparison ? { amount: comparison.undiscountedAmount, currency: plan.currency } : null,
    };
  });
}

export function productName({ product, detail }: TProductWithDetail, lang: TLang): string {
  return detail ? pickText(detail.name, lang) : product.englishName;
}

export function toProductCard(row: TProductWithDetail, activePlans: TPlanRow[], lang: TLang): TProductCard {
  const { product, detail } = row;
  return {
    productId: product.productId,
    name: productName(row, lang),
    tag: product.tag,
    sellingPoints: detail ? pickList(detail.sellingPoints, lang) : [],
    fromPrice: findFromPrice(activePlans),
    leaguesCount: detail?.availableLeagues.length ?? 0,
    isPromotion: product.isPromotion,
  };
}

export function toProductFull(row: TProductWithDetail, activePlans: TPlanRow[], lang: TLang): TProductFull {
  const { product, detail } = row;
  const seo = detail ? (detail.seo[lang] ?? detail.seo.en) : undefined;
  return {
    productId: product.productId,
    englishName: product.englishName,
    chineseName: product.chineseName,
    name: productName(row, lang),
    sportType: product.sportType,
    status: product.status,
    tag: product.tag,
    productType: product.productType,
    isOnlyTesterVisible: product.isOnlyTesterVisible,
    isPromotion: product.isPromotion,
    salesBaseCount: product.salesBaseCount,
    subscribeType: product.subscribeType,
    seo: seo ?? { title: product.englishName, description: '', keywords: '' },
    sellingPoints: detail ? pickList(detail.sellingPoints, lang) : [],
    interfaces: (detail?.interfaces ?? []).map((item) => ({
      name: pickText(item.name, lang),
      docRef: item.docRef,
    })),
    availableLeagues: (detail?.availableLeagues ?? []).map((league) => ({
      leagueId: league.leagueId,
      name: pickText(league.name, lang),
      type: league.type,
      country: pickText(league.country, lang),
    })),
    fromPrice: findFromPrice(activePlans),
    plans: toPlanOffers(activePlans),
  };
}
