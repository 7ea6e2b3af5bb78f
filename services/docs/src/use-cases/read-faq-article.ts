import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDocsDb } from '../db/docs-db.ts';
import { findAllFaqCategories, findShownFaqQuestions, recordFaqRead } from '../db/faq-repository.ts';
import type { TFaqArticle } from '../schemas/faq.ts';
import { pickText, type TLang } from '../schemas/localized.ts';
import { FaqCategoryTree } from './faq-category-tree.ts';

/** A shown FAQ article in full; each read counts once more. Unknown or hidden → 10004. */
export async function readFaqArticle(db: TDocsDb, faqId: number, lang: TLang): Promise<TFaqArticle> {
  const row = await recordFaqRead(db, faqId);
  if (!row) throw new AppError('objectNotFound', 'FAQ article not found');
  const [categories, related] = await Promise.all([
    findAllFaqCategories(db),
    findShownFaqQuestions(db, row.relatedIds),
  ]);
  const relatedById = new Map(related.map((faq) => [faq.faqId, faq]));
  return {
    faqId: row.faqId,
    question: pickText(row.question, lang),
    answer: pickText(row.answer, lang),
    categoryId: row.categoryId,
    categoryPath: new FaqCategoryTree(categories).pathTo(row.categoryId, lang),
    relatedIds: row.relatedIds,
    related: row.relatedIds.flatMap((id) => {
      const faq = relatedById.get(id);
      return faq ? [{ faqId: faq.faqId, question: pickText(faq.question, lang) }] : [];
    }),
    readNumber: row.readNumber,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
