import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { FAQ_ORDER, FAQ_PAGE_SIZE } from './faq';

/** SPEC 9: answers cut to 200 characters, status 1 (shown). */
const FAQ_ANSWER_LENGTH = 200;
const FAQ_STATUS_SHOWN = 1;
/** FAQ key type (SPEC 3): search the content, or look up faq ids. */
const FAQ_KEY_TYPE = { content: 0, faqId: 1 } as const;

export type TFaqSearchResult = TRouteData<'POST /api/faq/searchFaq'>;
export type TFaqListItem = TFaqSearchResult['list'][number];
export type TFaqCategory = TRouteData<'GET /api/faq/categories'>['list'][number];
export type TFaqArticle = TRouteData<'GET /api/faq/article'>;

/** What the FAQ pages search by; turned into the SPEC search query below. */
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
  return api.call('POST /api/faq/searchFaq', { body }, { isQuiet: true });
}

export async function getFaqCategories(api: TApiClient, lang: TLang): Promise<TFaqCategory[]> {
  return (await api.call('GET /api/faq/categories', { query: { lang } }, { isQuiet: true })).list;
}

export async function getFaqArticle(api: TApiClient, id: number, lang: TLang): Promise<TFaqArticle> {
  return api.call('GET /api/faq/article', { query: { id, lang } }, { isQuiet: true });
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
