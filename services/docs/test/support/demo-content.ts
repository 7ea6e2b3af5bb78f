/**
 * What a visitor reads of the docs demo seed (services/docs/seed), in English: the same whether
 * asked of the service itself or through the gateway.
 */

/** The top categories of the documentation tree, in order: guides first, then the sports, then change logs. */
export const topCategoryIds = ['c_getting_started', 'c_football', 'c_basketball', 'c_esports', 'c_change_logs'];

/** The introduction guide news_0, as `getById` answers it. */
export const introduction = {
  documentId: 'news_0',
  category: { categoryId: 'c_getting_started', name: 'Getting started' },
  name: 'Introduction',
  englishName: 'Introduction',
  isChangeLog: false,
};
