/** SPEC 3/9: the blog's article type; -1 as child type means every child type. */
export const BLOG_TYPE_ID = 20;
export const ALL_CHILD_TYPES = -1;
export const BLOG_PAGE_SIZE = 9;
/** SPEC 9: the footer shows the 3 latest articles. */
export const FOOTER_ARTICLE_COUNT = 3;

/** SPEC 2: blog article links look like /blog/article-{typeId}-{id}.html. */
export function blogArticlePath(article: { typeId: number; id: number }): string {
  return `/blog/article-${article.typeId}-${article.id}.html`;
}

/** SPEC 2: the blog list of a child type, /blog-list/-1.html for all of them. */
export function blogListPath(childTypeId: number = ALL_CHILD_TYPES, page = 1): string {
  return `/blog-list/${childTypeId}.html${page > 1 ? `?page=${page}` : ''}`;
}

/** `article-20-7.html`, `article-20-7` or `7` → 7; anything else → null. */
export function readBlogArticleId(slug: string | undefined): number | null {
  const match = (slug ?? '').match(/^(?:article-(-?\d+)-)?(\d+)(?:\.html)?$/);
  const id = match ? Number(match[2]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `-1.html`, `20.html` (the blog type itself) or nothing → every child type; `7.html` → 7; else null. */
export function readBlogListType(slug: string | undefined): number | null {
  if (!slug) return ALL_CHILD_TYPES;
  const match = slug.match(/^(-1|\d+)(?:\.html)?$/);
  if (!match) return null;
  const typeId = Number(match[1]);
  return typeId === BLOG_TYPE_ID ? ALL_CHILD_TYPES : typeId;
}
