import { findShownArticles, type TArticleRow } from '../db/article-repository.ts';
import type { TDocsDb } from '../db/docs-db.ts';
import { allChildTypes, type TBlogListItem } from '../schemas/blog.ts';
import { pickText, type TLang, type TSeo } from '../schemas/localized.ts';
import { defaultPageSize } from '../schemas/paging.ts';

/** One page of shown articles of a type (the blog is 20), newest first; child type -1 is every one. */
export async function listBlogArticles(
  db: TDocsDb,
  input: {
    typeId: number;
    childTypeId: number;
    page?: { offset: number; limit: number } | undefined;
    isSeo: boolean;
    lang: TLang;
  },
): Promise<{ list: TBlogListItem[]; total: number }> {
  const { rows, total } = await findShownArticles(db, {
    typeId: input.typeId,
    childTypeId: input.childTypeId === allChildTypes ? undefined : input.childTypeId,
    offset: input.page?.offset ?? 0,
    limit: input.page?.limit ?? defaultPageSize,
  });
  const list = rows.map((row) => ({
    ...toArticleHead(row, input.lang),
    ...(input.isSeo ? { seo: pickSeo(row, input.lang) } : {}),
  }));
  return { list, total };
}

export function toArticleHead(row: TArticleRow, lang: TLang): Omit<TBlogListItem, 'seo'> {
  return {
    id: row.id,
    typeId: row.typeId,
    childTypeId: row.childTypeId,
    title: pickText(row.title, lang),
    summary: pickText(row.summary, lang),
    ...(row.cover ? { cover: row.cover } : {}),
    publishDate: row.publishDate.toISOString(),
    author: row.author,
  };
}

/** The article's SEO texts in `lang` (English fallback), else its title and summary. */
export function pickSeo(row: TArticleRow, lang: TLang): TSeo {
  const seo = (lang === 'vi' ? row.seo?.vi : undefined) ?? row.seo?.en;
  return seo ?? { title: pickText(row.title, lang), description: pickText(row.summary, lang), keywords: '' };
}
