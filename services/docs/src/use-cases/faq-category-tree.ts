import type { TFaqCategoryRow } from '../db/faq-repository.ts';
import { pickText, type TLang } from '@matchwire/contracts/common/lang';

/** The FAQ categories as a tree: descendants of a category and the path from the root to it. */
export class FaqCategoryTree {
  private readonly byId: Map<number, TFaqCategoryRow>;

  constructor(private readonly categories: TFaqCategoryRow[]) {
    this.byId = new Map(categories.map((category) => [category.categoryId, category]));
  }

  /** The category and every category below it. */
  withDescendants(categoryId: number): number[] {
    const found = [categoryId];
    for (let index = 0; index < found.length; index++) {
      for (const category of this.categories) {
        if (category.parentId === found[index] && !found.includes(category.categoryId)) found.push(category.categoryId);
      }
    }
    return found;
  }

  /** Root first, the category itself last. */
  pathTo(categoryId: number, lang: TLang): { categoryId: number; name: string }[] {
    const path: { categoryId: number; name: string }[] = [];
    let current = this.byId.get(categoryId);
    while (current && !path.some((step) => step.categoryId === current!.categoryId)) {
      path.unshift({ categoryId: current.categoryId, name: pickText(current.name, lang) });
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return path;
  }
}
