import { pickList, pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TProductListItem } from '@matchwire/contracts/catalogue/product';
import type { TProductCard, TProductFull } from '@matchwire/contracts/catalogue/product-detail';
import type { TProductRow, TProductWithDetail } from '../../db/product-repository.ts';
import type { TProductOffer } from '../../use-cases/get-product-detail.ts';
import { findFromPrice, toPlanOffers } from './plan-presenter.ts';

/** A product's name in `lang`: its page's name, else its English name. */
export function productName({ product, detail }: TProductWithDetail, lang: TLang): string {
  return detail ? pickText(detail.name, lang) : product.englishName;
}

export function toProductListItem(row: TProductRow): TProductListItem {
  return {
    productId: row.productId,
    englishName: row.englishName,
    tag: row.tag === 1 || row.tag === 2 || row.tag === 3 ? row.tag : null,
  };
}

export function toProductCard({ row, activePlans }: TProductOffer, lang: TLang): TProductCard {
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

export function toProductFull({ row, activePlans }: TProductOffer, lang: TLang): TProductFull {
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
