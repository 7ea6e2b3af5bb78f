import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

/** SPEC 9: FAQ page size 10, answer length 200, status 1 (shown). */
export const FAQ_PAGE_SIZE = 10;
export const FAQ_ANSWER_LENGTH = 200;
const FAQ_STATUS_SHOWN = 1;
/** FAQ key type (SPEC 3): search the content, or look up faq ids. */
export const FAQ_KEY_TYPE = { content: 0, faqId: 1 } as const;
/** FAQ order (SPEC 3). */
export const FAQ_ORDER = {
  createTime: 0,
  updateTime: 1,
  hot: 2,
  readNumber: 3,
  hotRelation: 4,
  customizedId: 5,
} as const;

const ZCategoryRef = z.object({ categoryId: z.number(), name: z.string() });

const ZFaqListItem = z.object({
  faqId: z.number(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.number(),
  categoryPath: z.optional(z.array(ZCategoryRef)),
  readNumber: z.optional(z.number()),
  updateDate: z.optional(z.string()),
});
export type TFaqListItem = z.infer<typeof ZFaqListItem>;

const ZFaqSearchResult = z.object({ list: z.array(ZFaqListItem), total: z.number() });
export type TFaqSearchResult = z.infer<typeof ZFaqSearchResult>;

export type TFaqSearch = {
  searchKey?: string;
  faqCategoryId?: number;
  keyType?: number;
  orderType?: number;
  page?: number;
  pageSize?: number;
};

export async function searchFaq(api: TApiClient, search: TFaqSearch, lang: TLang): Promise<TFaqSearchResult> {
  const limit = search.pageSize ?? FAQ_PAGE_SIZE;
  const body = {
    faqCategoryId: search.faqCategoryId,
    keyType: search.keyType ?? FAQ_KEY_TYPE.content,
    searchKey: search.searchKey || undefined,
    status: FAQ_STATUS_SHOWN,
    orderType: search.orderType ?? FAQ_ORDER.createTime,
    isDescending: true,
    answerLength: FAQ_ANSWER_LENGTH,
    isFillCategoryParent: true,
    page: { offset: ((search.page ?? 1) - 1) * limit, limit },
    lang,
  };
  return ZFaqSearchResult.parse(await api.post<unknown>('/api/faq/searchFaq', body, undefined, { isQuiet: true }));
}

export function getFaqSearchQueryOptions(search: TFaqSearch, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['faq', 'search', search, lang],
    queryFn: () => searchFaq(api, search, lang),
    placeholderData: keepPreviousData,
  });
}

export function useFaqSearch(search: TFaqSearch, lang: TLang, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFaqSearchQueryOptions(search, lang), enabled: options.enabled ?? true });
}

const ZFaqCategory = z.object({
  categoryId: z.number(),
  name: z.string(),
  parentId: z.nullable(z.number()),
  order: z.number(),
  faqCount: z.number(),
});
export type TFaqCategory = z.infer<typeof ZFaqCategory>;

export async function getFaqCategories(api: TApiClient, lang: TLang): Promise<TFaqCategory[]> {
  const data = await api.get<unknown>('/api/faq/categories', { lang }, { isQuiet: true });
  return z.object({ list: z.array(ZFaqCategory) }).parse(data).list;
}

export function getFaqCategoriesQueryOptions(lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['faq', 'categories', lang],
    queryFn: () => getFaqCategories(api, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFaqCategories(lang: TLang) {
  return useQuery(getFaqCategoriesQueryOptions(lang));
}

const ZFaqArticle = z.object({
  faqId: z.number(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.number(),
  categoryPath: z._default(z.array(ZCategoryRef), []),
  related: z._default(z.array(z.object({ faqId: z.number(), question: z.string() })), []),
  readNumber: z.optional(z.number()),
  createDate: z.optional(z.string()),
  updateDate: z.optional(z.string()),
});
export type TFaqArticle = z.infer<typeof ZFaqArticle>;

export async function getFaqArticle(api: TApiClient, id: number, lang: TLang): Promise<TFaqArticle> {
  return ZFaqArticle.parse(await api.get<unknown>('/api/faq/article', { id, lang }, { isQuiet: true }));
}

export function getFaqArticleQueryOptions(id: number, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['faq', 'article', id, lang],
    queryFn: () => getFaqArticle(api, id, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFaqArticle(id: number, lang: TLang) {
  return useQuery(getFaqArticleQueryOptions(id, lang));
}

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

/** The system config's get-started articles, in the configured order (one id lookup each). */
export async function getFaqsByIds(api: TApiClient, ids: number[], lang: TLang): Promise<TFaqListItem[]> {
  const results = await Promise.all(
    ids.map((id) =>
      searchFaq(api, { keyType: FAQ_KEY_TYPE.faqId, searchKey: String(id), pageSize: 1 }, lang).catch(() => null),
    ),
  );
  return results.flatMap((result) => result?.list.slice(0, 1) ?? []);
}

export function getFaqsByIdsQueryOptions(ids: number[], lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['faq', 'by-ids', ids, lang],
    queryFn: () => getFaqsByIds(api, ids, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFaqsByIds(ids: number[], lang: TLang) {
  return useQuery({ ...getFaqsByIdsQueryOptions(ids, lang), enabled: ids.length > 0 });
}

/** "1 article" / "{count} articles" key of a category's count. */
export function articleCountKey(count: number) {
  return count === 1 ? ('faq.articleCountOne' as const) : ('faq.articleCount' as const);
}
