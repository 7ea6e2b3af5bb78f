import { countShownFaqsByCategory, findAllFaqCategories, type TFaqCategoryRow } from '../db/faq-repository.ts';
import type { TDocsDeps } from '../docs-deps.ts';
import { FaqCategoryTree } from './faq-category-tree.ts';

/** Every FAQ category in order, with the shown articles of it and its sub-categories. */
export async function listFaqCategories(deps: TDocsDeps): Promise<{ category: TFaqCategoryRow; faqCount: number }[]> {
  const [categories, counts] = await Promise.all([findAllFaqCategories(deps.db), countShownFaqsByCategory(deps.db)]);
  const tree = new FaqCategoryTree(categories);
  return categories.map((category) => ({
    category,
    faqCount: tree.withDescendants(category.categoryId).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
  }));
}
