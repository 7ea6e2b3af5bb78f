/**
 * What other features and the root route may use from the blog. Only light, browser-safe modules:
 * no API call, no *.server module and no CSS, so importing this stays cheap.
 */
export type { TBlogListItem } from './api/blog';
export { ALL_CHILD_TYPES, blogArticlePath, blogListPath, FOOTER_ARTICLE_COUNT } from './blog-paths';
export { FooterArticles } from './components/footer-articles';
