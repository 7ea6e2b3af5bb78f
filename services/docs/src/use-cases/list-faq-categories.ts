import type { TDocsDb } from '../db/docs-db.ts';
import { countShownFaqsByCategory, findAllFaqCategories } from '../db/faq-repository.ts';
import type { TFaqCategory } from '../schemas/faq.ts';
import { pickText, type TLang } from '../schemas/localized.ts';
import { FaqCategoryTree } from './faq-category-tree.ts';

/** Every FAQ category in order; faqCount counts the shown articles of it and its sub-categories. */
export async function listFaqCategories(db: TDocsDb, lang: TLang): Promise<TFaqCategory[]> {
  const [categories, counts] = await Promise.all([findAllFaqCategories(db), countShownFaqsByCategory(db)]);
  const tree = new FaqCategoryTree(categories);
  return categories.map((category) => ({
    categoryId: category.categoryId,
    name: pickText(category.name, lang),
    parentId: category.parentId,
    order: category.sortOrder,
    faqCount: tree.withDescendants(category.categoryId).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
  }));
}
