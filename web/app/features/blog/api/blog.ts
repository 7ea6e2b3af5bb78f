import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import { BLOG_TYPE_ID } from '../blog-paths';

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

const ZBlogArticle = z.extend(ZBlogListItem, { content: z.string(), seo: z.optional(z.nullable(ZSeo)) });
export type TBlogArticle = z.infer<typeof ZBlogArticle>;

export async function getBlogArticle(api: TApiClient, id: number, lang: TLang): Promise<TBlogArticle> {
  return ZBlogArticle.parse(
    await api.post<unknown>('/api/blog/getBlogById', { id, lang }, undefined, { isQuiet: true }),
  );
}
