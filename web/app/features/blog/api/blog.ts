import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

/** SPEC 3/9: the blog's article type; -1 as child type means every child type. */
export const BLOG_TYPE_ID = 20;
export const ALL_CHILD_TYPES = -1;
export const BLOG_PAGE_SIZE = 9;
/** SPEC 9: the footer shows the 3 latest articles. */
export const FOOTER_ARTICLE_COUNT = 3;

const ZSeo = z.object({ title: z.string(), description: z.string(), keywords: z.string() });

const ZBlogListItem = z.object({
  id: z.number(),
  typeId: z.number(),
  childTypeId: z.optional(z.number()),
  title: z.string(),
  summary: z._default(z.string(), ''),
  cover: z.optional(z.nullable(z.string())),
  publishDate: z.string(),
  author: z._default(z.string(), ''),
});
export type TBlogListItem = z.infer<typeof ZBlogListItem>;

const ZBlogList = z.object({ list: z.array(ZBlogListItem), total: z.number() });
export type TBlogList = z.infer<typeof ZBlogList>;

export type TBlogListQuery = { childTypeId: number; page: number; pageSize: number };

export async function getBlogList(api: TApiClient, query: TBlogListQuery, lang: TLang): Promise<TBlogList> {
  const body = {
    articleType: { typeId: BLOG_TYPE_ID },
    childType: { childTypeId: query.childTypeId },
    page: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    isSeo: true,
    lang,
  };
  return ZBlogList.parse(await api.post<unknown>('/api/blog/getBlogList', body, undefined, { isQuiet: true }));
}

export function getBlogListQueryOptions(query: TBlogListQuery, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['blog', 'list', query, lang],
    queryFn: () => getBlogList(api, query, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useBlogList(query: TBlogListQuery, lang: TLang) {
  return useQuery(getBlogListQueryOptions(query, lang));
}

/** The footer's latest articles (SPEC 7: typeId 20, every child type, first 3, isSeo). */
export function getFooterArticlesQueryOptions(lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    ...getBlogListQueryOptions({ childTypeId: ALL_CHILD_TYPES, page: 1, pageSize: FOOTER_ARTICLE_COUNT }, lang, api),
    meta: { showProgress: false },
  });
}

const ZBlogArticle = z.extend(ZBlogListItem, { content: z.string(), seo: z.optional(z.nullable(ZSeo)) });
export type TBlogArticle = z.infer<typeof ZBlogArticle>;

export async function getBlogArticle(api: TApiClient, id: number, lang: TLang): Promise<TBlogArticle> {
  return ZBlogArticle.parse(
    await api.post<unknown>('/api/blog/getBlogById', { id, lang }, undefined, { isQuiet: true }),
  );
}

export function getBlogArticleQueryOptions(id: number, lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['blog', 'article', id, lang],
    queryFn: () => getBlogArticle(api, id, lang),
    staleTime: 5 * 60 * 1000,
  });
}

export function useBlogArticle(id: number, lang: TLang) {
  return useQuery(getBlogArticleQueryOptions(id, lang));
}

/** SPEC 2: blog article links look like /blog/article-{typeId}-{id}.html. */
export function blogArticlePath(article: { typeId: number; id: number }): string {
  return `/blog/article-${article.typeId}-${article.id}.html`;
}

/** SPEC 2: the blog list of a child type, /blog-list/-1.html for all of them. */
export function blogListPath(childTypeId: number = ALL_CHILD_TYPES, page = 1): string {
  return `/blog-list/${childTypeId}.html${page > 1 ? `?page=${page}` : ''}`;
}

/** `article-20-7.html`, `article-20-7` or `7` → 7; anything else → null. */
export function readBlogArticleId(slug: string | undefined): number | null {
  const match = (slug ?? '').match(/^(?:article-(-?\d+)-)?(\d+)(?:\.html)?$/);
  const id = match ? Number(match[2]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `-1.html`, `20.html` (the blog type itself) or nothing → every child type; `7.html` → 7; else null. */
export function readBlogListType(slug: string | undefined): number | null {
  if (!slug) return ALL_CHILD_TYPES;
  const match = slug.match(/^(-1|\d+)(?:\.html)?$/);
  if (!match) return null;
  const typeId = Number(match[1]);
  return typeId === BLOG_TYPE_ID ? ALL_CHILD_TYPES : typeId;
}
