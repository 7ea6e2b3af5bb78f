/**
 * What the FAQ pages share with the browser: page size, orders and the readers of addresses and
 * settings. The API calls are in faq.server.ts (loaders only);
 * components take the answers' types from here.
 */
export type { TFaqArticle, TFaqCategory, TFaqListItem, TFaqSearchResult } from './faq.server';

/** SPEC 9: FAQ page size 10. */
export const FAQ_PAGE_SIZE = 10;
/** The FAQ orders the pages ask for (SPEC 3; all of them: faqOrders in packages/contracts/src/docs/faq.ts). */
export const FAQ_ORDER = { createTime: 0, customizedId: 5 } as const;

/** `faqGetStartedIds` ("1,2,3") of the system config as ids. */
export function readIdList(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** `faqKeywords` ("API key,IP whitelist") of the system config as words. */
export function readKeywords(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** 1-based page of a `?page=` value. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** "1 article" / "{count} articles" key of a category's count. */
export function articleCountKey(count: number) {
  return count === 1 ? ('faq.articleCountOne' as const) : ('faq.articleCount' as const);
}
