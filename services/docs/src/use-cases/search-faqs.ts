import type { TDocsDb } from '../db/docs-db.ts';
import { findAllFaqCategories, searchShownFaqs, type TFaqOrder } from '../db/faq-repository.ts';
import { htmlToPlainText, normalizeSearchText } from '../db/faq-search-text.ts';
import { faqKeyTypes, type TFaqListItem, type TFaqSearch } from '../schemas/faq.ts';
import { pickText } from '../schemas/localized.ts';
import { readPaging } from '../schemas/paging.ts';
import { FaqCategoryTree } from './faq-category-tree.ts';

/** orderType of SPEC.md: 0 create, 1 update, 2 hot, 3 read number, 4 hot relation, 5 customized id. */
const ordersByType: Record<number, TFaqOrder[]> = {
  0: ['createdAt'],
  1: ['updatedAt'],
  2: ['hotScore'],
  3: ['readNumber'],
  4: ['hotScore', 'readNumber'],
  5: ['customOrder'],
};

/**
 * Shown FAQs by content (question or answer, in English or Vietnamese, as typed) or by id,
 * optionally in one category and its sub-categories; answers as plain text cut to answerLength.
 */
export async function searchFaqs(db: TDocsDb, query: TFaqSearch): Promise<{ list: TFaqListItem[]; total: number }> {
  const { offset, limit } = readPaging(query);
  const searchKey = query.searchKey?.trim() ?? '';
  let faqId: number | undefined;
  let text: string | undefined;
  if (query.keyType === faqKeyTypes.faqId && searchKey !== '') {
    if (!/^\d{1,9}$/.test(searchKey)) return { list: [], total: 0 };
    faqId = Number(searchKey);
  } else if (searchKey !== '') {
    text = normalizeSearchText(searchKey);
  }
  const tree = new FaqCategoryTree(await findAllFaqCategories(db));
  const { rows, total } = await searchShownFaqs(db, {
    categoryIds: query.faqCategoryId === undefined ? undefined : tree.withDescendants(query.faqCategoryId),
    faqId,
    text,
    orderBy: ordersByType[query.orderType] ?? ['createdAt'],
    isDescending: query.isDescending,
    offset,
    limit,
  });
  const list = rows.map((row) => ({
    faqId: row.faqId,
    question: pickText(row.question, query.lang),
    answer: truncate(htmlToPlainText(pickText(row.answer, query.lang)), query.answerLength),
    categoryId: row.categoryId,
    ...(query.isFillCategoryParent ? { categoryPath: tree.pathTo(row.categoryId, query.lang) } : {}),
    readNumber: row.readNumber,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  }));
  return { list, total };
}

/** At most `length` characters, never splitting a character made of two UTF-16 units. */
function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('');
}
