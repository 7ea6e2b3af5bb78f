import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import { FAQ_ORDER, FAQ_PAGE_SIZE } from './faq';

/** SPEC 9: answers cut to 200 characters, status 1 (shown). */
const FAQ_ANSWER_LENGTH = 200;
const FAQ_STATUS_SHOWN = 1;
/** FAQ key type (SPEC 3): search the content, or look up faq ids. */
const FAQ_KEY_TYPE = { content: 0, faqId: 1 } as const;

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

/** The system config's get-started articles, in the configured order (one id lookup each). */
export async function getFaqsByIds(api: TApiClient, ids: number[], lang: TLang): Promise<TFaqListItem[]> {
  const results = await Promise.all(
    ids.map((id) =>
      searchFaq(api, { keyType: FAQ_KEY_TYPE.faqId, searchKey: String(id), pageSize: 1 }, lang).catch(() => null),
    ),
  );
  return results.flatMap((result) => result?.list.slice(0, 1) ?? []);
}
