import { AppError } from '@matchwire/kit/errors/app-error';
import { findShownArticle } from '../db/article-repository.ts';
import type { TDocsDb } from '../db/docs-db.ts';
import type { TBlogArticle } from '../schemas/blog.ts';
import { pickText, type TLang } from '../schemas/localized.ts';
import { pickSeo, toArticleHead } from './list-blog-articles.ts';

/** A shown article (blog post or documentation article) with its HTML; unknown or hidden → 10004. */
export async function getBlogArticle(db: TDocsDb, id: number, lang: TLang): Promise<TBlogArticle> {
  const row = await findShownArticle(db, id);
  if (!row) throw new AppError('objectNotFound', 'Article not found');
  return { ...toArticleHead(row, lang), content: pickText(row.content, lang), seo: pickSeo(row, lang) };
}
