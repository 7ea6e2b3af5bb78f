import { allChildTypes } from '@matchwire/contracts/docs/blog';
import { defaultPageSize } from '@matchwire/contracts/common/paging';
import { findShownArticles, type TArticleRow } from '../db/article-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';

/** One page of shown articles of a type (the blog is 20), newest first; child type -1 is every one. */
export async function listBlogArticles(
  deps: TDocsDeps,
  input: { typeId: number; childTypeId: number; page?: { offset: number; limit: number } | undefined },
): Promise<{ rows: TArticleRow[]; total: number }> {
  return findShownArticles(deps.db, {
    typeId: input.typeId,
    childTypeId: input.childTypeId === allChildTypes ? undefined : input.childTypeId,
    offset: input.page?.offset ?? 0,
    limit: input.page?.limit ?? defaultPageSize,
  });
}
