import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TFaqArticle, TFaqCategory, TFaqListItem } from '@matchwire/contracts/docs/faq';
import type { TFaqCategoryRow, TFaqRow } from '../../db/faq-repository.ts';
import { htmlToPlainText } from '../../db/faq-search-text.ts';
import type { TFaqRead } from '../../use-cases/read-faq-article.ts';
import type { FaqCategoryTree } from '../../use-cases/faq-category-tree.ts';

/** A search result: the answer as plain text cut to `answerLength`; the category path when asked. */
export function presentFaqListItem(
  row: TFaqRow,
  categories: FaqCategoryTree,
  options: { lang: TLang; answerLength: number; isFillCategoryParent: boolean },
): TFaqListItem {
  const { lang } = options;
  return {
    faqId: row.faqId,
    question: pickText(row.question, lang),
    answer: truncate(htmlToPlainText(pickText(row.answer, lang)), options.answerLength),
    categoryId: row.categoryId,
    ...(options.isFillCategoryParent ? { categoryPath: categories.pathTo(row.categoryId, lang) } : {}),
    readNumber: row.readNumber,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

/** An article in full, with its category path and the questions of its related articles. */
export function presentFaqArticle({ faq, categories, related }: TFaqRead, lang: TLang): TFaqArticle {
  return {
    faqId: faq.faqId,
    question: pickText(faq.question, lang),
    answer: pickText(faq.answer, lang),
    categoryId: faq.categoryId,
    categoryPath: categories.pathTo(faq.categoryId, lang),
    relatedIds: faq.relatedIds,
    related: related.map((item) => ({ faqId: item.faqId, question: pickText(item.question, lang) })),
    readNumber: faq.readNumber,
    createDate: faq.createdAt.toISOString(),
    updateDate: faq.updatedAt.toISOString(),
  };
}

export function presentFaqCategory(category: TFaqCategoryRow, faqCount: number, lang: TLang): TFaqCategory {
  return {
    categoryId: category.categoryId,
    name: pickText(category.name, lang),
    parentId: category.parentId,
    order: category.sortOrder,
    faqCount,
  };
}

/** At most `length` characters, never splitting a character made of two UTF-16 units. */
function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('');
}
