import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TBlogArticle, TBlogListItem } from '@matchwire/contracts/docs/blog';
import type { TSeo } from '@matchwire/contracts/docs/fields';
import type { TArticleRow } from '../../db/article-repository.ts';

/** An article in a list; its SEO texts only when asked (`isSeo`). */
export function presentArticleListItem(row: TArticleRow, lang: TLang, isSeo: boolean): TBlogListItem {
  return { ...presentArticleHead(row, lang), ...(isSeo ? { seo: pickSeo(row, lang) } : {}) };
}

export function presentArticle(row: TArticleRow, lang: TLang): TBlogArticle {
  return { ...presentArticleHead(row, lang), content: pickText(row.content, lang), seo: pickSeo(row, lang) };
}

function presentArticleHead(row: TArticleRow, lang: TLang): Omit<TBlogListItem, 'seo'> {
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
function pickSeo(row: TArticleRow, lang: TLang): TSeo {
  const seo = (lang === 'vi' ? row.seo?.vi : undefined) ?? row.seo?.en;
  return seo ?? { title: pickText(row.title, lang), description: pickText(row.summary, lang), keywords: '' };
}
