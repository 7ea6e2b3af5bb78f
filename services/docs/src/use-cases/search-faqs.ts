import { readPaging } from '@matchwire/contracts/common/paging';
import { faqKeyTypes, type TFaqSearch } from '@matchwire/contracts/docs/faq';
import { findAllFaqCategories, searchShownFaqs, type TFaqOrder, type TFaqRow } from '../db/faq-repository.ts';
import { normalizeSearchText } from '../db/faq-search-text.ts';
import type { TDocsDeps } from '../docs-deps.ts';
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
 * optionally in one category and its sub-categories; one page of them and how many match.
 */
export async function searchFaqs(
  deps: TDocsDeps,
  query: TFaqSearch,
): Promise<{ rows: TFaqRow[]; total: number; categories: FaqCategoryTree }> {
  const { offset, limit } = readPaging(query);
  const categories = new FaqCategoryTree(await findAllFaqCategories(deps.db));
  const searchKey = query.searchKey?.trim() ?? '';
  let faqId: number | undefined;
  let text: string | undefined;
  if (query.keyType === faqKeyTypes.faqId && searchKey !== '') {
    if (!/^\d{1,9}$/.test(searchKey)) return { rows: [], total: 0, categories };
    faqId = Number(searchKey);
  } else if (searchKey !== '') {
    text = normalizeSearchText(searchKey);
  }
  const { rows, total } = await searchShownFaqs(deps.db, {
    categoryIds: query.faqCategoryId === undefined ? undefined : categories.withDescendants(query.faqCategoryId),
    faqId,
    text,
    orderBy: ordersByType[query.orderType] ?? ['createdAt'],
    isDescending: query.isDescending,
    offset,
    limit,
  });
  return { rows, total, categories };
}
