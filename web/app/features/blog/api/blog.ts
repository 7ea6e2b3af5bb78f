import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { BLOG_TYPE_ID } from '../blog-paths';

export type TBlogList = TRouteData<'POST /api/blog/getBlogList'>;
export type TBlogListItem = TBlogList['list'][number];
export type TBlogArticle = TRouteData<'POST /api/blog/getBlogById'>;

export type TBlogListQuery = { childTypeId: number; page: number; pageSize: number };

export async function getBlogList(api: TApiClient, query: TBlogListQuery, lang: TLang): Promise<TBlogList> {
  const body = {
    articleType: { typeId: BLOG_TYPE_ID },
    childType: { childTypeId: query.childTypeId },
    page: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    isSeo: true,
    lang,
  };
  return api.call('POST /api/blog/getBlogList', { body }, { isQuiet: true });
}

export async function getBlogArticle(api: TApiClient, id: number, lang: TLang): Promise<TBlogArticle> {
  return api.call('POST /api/blog/getBlogById', { body: { id, lang } }, { isQuiet: true });
}
