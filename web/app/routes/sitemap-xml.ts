import type { Route } from './+types/sitemap-xml';
import { getProductList } from '~/features/catalogue/api/get-product-list';
import { SPORT_TYPE, type TSportName } from '~/features/catalogue/sports';
import { productDetailPath } from '~/features/catalogue/utils/product-path';
import { PUBLIC_PAGES } from '~/features/site-pages/public-paths';
import { LANGUAGES } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { getRequestOrigin } from '~/lib/seo/seo';

const SPORTS: readonly TSportName[] = ['football', 'basketball', 'esports'];
const BLOG_TYPE_ID = 20;
/** The docs service's largest page; lists are read page by page up to MAX_ITEMS. */
const PAGE_SIZE = 50;
const MAX_ITEMS = 5000;

type TDocNode = TRouteData<'GET /api/doc/list/v2'>['hierarchy'][number];

function collectDocumentIds(nodes: TDocNode[], into: string[]): string[] {
  for (const node of nodes) {
    for (const document of node.documents) into.push(document.documentId);
    collectDocumentIds(node.subHierarchy, into);
  }
  return into;
}

const quiet = { isQuiet: true };

/** Every item of a paged docs-service list (`page { offset, limit }` → `{ list, total }`). */
async function readAllPages<T>(
  readPage: (page: { offset: number; limit: number }) => Promise<{ list?: T[]; total?: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; offset < MAX_ITEMS; offset += PAGE_SIZE) {
    const { list = [], total = 0 } = await readPage({ offset, limit: PAGE_SIZE });
    items.push(...list);
    if (list.length < PAGE_SIZE || items.length >= total) break;
  }
  return items;
}

function blogArticles(api: TApiClient) {
  return readAllPages((page) =>
    api.call(
      'POST /api/blog/getBlogList',
      { body: { articleType: { typeId: BLOG_TYPE_ID }, childType: { childTypeId: -1 }, page, lang: 'en' } },
      quiet,
    ),
  );
}

function faqArticles(api: TApiClient) {
  return readAllPages((page) =>
    api.call('POST /api/faq/searchFaq', { body: { keyType: 0, status: 1, answerLength: 0, page, lang: 'en' } }, quiet),
  );
}

/** Docs, FAQ and blog URLs when their APIs answer; any failure just leaves that part out. */
async function contentPaths(api: TApiClient): Promise<string[]> {
  const [docs, faq, faqList, blog] = await Promise.all([
    api.call('GET /api/doc/list/v2', { query: { lang: 'en' } }, quiet).catch(() => null),
    api.call('GET /api/faq/categories', { query: { lang: 'en' } }, quiet).catch(() => null),
    faqArticles(api).catch(() => null),
    blogArticles(api).catch(() => null),
  ]);
  const paths: string[] = [];
  if (docs) {
    paths.push('/docs');
    for (const id of collectDocumentIds(docs.hierarchy, [])) paths.push(`/docs?id=${encodeURIComponent(id)}`);
  }
  if (faq) {
    paths.push('/faq');
    for (const category of faq.list) paths.push(`/faq/${encodeURIComponent(String(category.categoryId))}`);
  }
  for (const article of faqList ?? []) paths.push(`/faq/article/${article.faqId}`);
  if (blog) {
    paths.push('/blog-list/-1.html');
    for (const article of blog) paths.push(`/blog/article-${article.typeId}-${article.id}.html`);
  }
  return paths;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function urlEntry(origin: string, path: string): string {
  const loc = `${origin}${path}`;
  const separator = path.includes('?') ? '&' : '?';
  const alternates = LANGUAGES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${loc}${separator}lang=${lang}`)}"/>`,
  ).join('');
  return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
}

/** /sitemap.xml: every public page, every visible product, and docs/FAQ/blog when available. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const origin = getRequestOrigin(request);
  const [productPaths, extraPaths] = await Promise.all([
    Promise.all(
      SPORTS.map((sport) =>
        getProductList(api, SPORT_TYPE[sport])
          .then((products) => products.map((p) => productDetailPath(sport, p.englishName, p.productId)))
          .catch(() => [] as string[]),
      ),
    ).then((lists) => lists.flat()),
    contentPaths(api),
  ]);
  const paths = [...new Set([...PUBLIC_PAGES, ...productPaths, ...extraPaths])];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map((path) => urlEntry(origin, path)).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
