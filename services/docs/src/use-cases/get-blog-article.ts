import { AppError } from '@matchwire/kit/errors/app-error';
import { findShownArticle, type TArticleRow } from '../db/article-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/** A shown article (blog post or documentation article); unknown or hidden → 10004. */
export async function getBlogArticle(deps: TDocsDeps, id: number): Promise<TArticleRow> {
  const row = await findShownArticle(deps.db, id);
  if (!row) throw new AppError('objectNotFound', 'Article not found');
  return row;
}
