/**
 * SPEC 2: the static-looking `.html` aliases, answered with a permanent redirect (301) to the
 * canonical route. `widgets.html` points to /bola.
 */
export const HTML_ALIASES: Readonly<Record<string, string>> = {
  '/football.html': '/products/football',
  '/basketball.html': '/products/basketball',
  '/docs.html': '/docs',
  '/about.html': '/home/about',
  '/privacy.html': '/home/privacy',
  '/sitemap.html': '/home/sitemap',
  '/terms.html': '/home/terms',
  '/promotion.html': '/promotion',
  '/faq.html': '/faq',
  '/faq-search.html': '/faq/search',
  '/seo.html': '/seo',
  '/widgets.html': '/bola',
};

/**
 * SPEC 2 fixed product shortcuts (our paths): odds plan → football 53, five major leagues →
 * football 82, NBA → basketball 81, English Premier League → football 83. They redirect (301)
 * to the product's detail page.
 */
export const PRODUCT_SHORTCUTS: Readonly<Record<string, string>> = {
  '/products/odds.html': '/products/detail/football-api-product-53.html',
  '/products/five-major-leagues.html': '/products/detail/football-api-product-82.html',
  '/products/nba.html': '/products/detail/basketball-api-product-81.html',
  '/products/premier-league.html': '/products/detail/football-api-product-83.html',
};

/**
 * SPEC 2 writes the detail routes with an optional id (`/products/detail/{id?}`, `/faq/article/{id?}`,
 * `/blog/{id?}`). Without one there is nothing to show, so they lead (302) to the list the id would
 * be picked from.
 */
export const ID_LESS_ROUTES: Readonly<Record<string, string>> = {
  '/products/detail': '/products/football',
  '/products/detail-new': '/products/football',
  '/faq/article': '/faq',
  '/blog': '/blog-list/-1.html',
};

/** Every public page of the site, for /sitemap.xml and the HTML sitemap (products are added from the API). */
export const PUBLIC_PAGES = [
  '/',
  '/products/football',
  '/products/basketball',
  '/products/esports',
  '/promotion',
  '/bola',
  '/animation',
  '/bskAnimation',
  '/docs',
  '/faq',
  '/blog-list/-1.html',
  '/home/about',
  '/home/privacy',
  '/home/terms',
  '/home/sitemap',
  '/seo',
  '/seo/seoH5',
  '/seo/seoPc',
] as const;
