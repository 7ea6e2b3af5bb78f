import { AppError } from '@matchwire/kit/errors/app-error';
import { findAllFaqCategories, findShownFaqQuestions, recordFaqRead, type TFaqRow } from '../db/faq-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';
import { FaqCategoryTree } from './faq-category-tree.ts';

export type TFaqRead = {
  faq: TFaqRow;
  categories: FaqCategoryTree;
  /** The shown related articles, in the order the article lists them. */
  related: Pick<TFaqRow, 'faqId' | 'question'>[];
};

/** A shown FAQ article; each read counts once more. Unknown or hidden → 10004. */
export async function readFaqArticle(deps: TDocsDeps, faqId: number): Promise<TFaqRead> {
  const faq = await recordFaqRead(deps.db, faqId);
  if (!faq) throw new AppError('objectNotFound', 'FAQ article not found');
  const [categories, related] = await Promise.all([
    findAllFaqCategories(deps.db),
    findShownFaqQuestions(deps.db, faq.relatedIds),
  ]);
  const relatedById = new Map(related.map((question) => [question.faqId, question]));
  return {
    faq,
    categories: new FaqCategoryTree(categories),
    related: faq.relatedIds.flatMap((id) => relatedById.get(id) ?? []),
  };
}
