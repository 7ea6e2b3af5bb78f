/**
 * The pages the benchmark measures (the same list is repeated in k6/visitor-browsing.js, which k6
 * runs and which cannot import TypeScript). Product links on the site use the canonical detail-new
 * form (web/app/features/catalogue/utils/product-path.ts); 83 is the English Premier League product
 * of the demo catalogue (the /products/premier-league.html shortcut).
 */
export const BENCH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/detail-new/football-english-premier-league-83.html' },
  { name: 'docs', path: '/docs' },
] as const;

/** Lighthouse's pages (issue "Accessibility"): the benchmarked ones and the login form. */
export const LIGHTHOUSE_PAGES = [...BENCH_PAGES, { name: 'login', path: '/auth/login' }] as const;

/**
 * A page is "complete" when it is 200 and its navigation menus hold product links, i.e. the
 * loaders' API calls succeeded. A failed loader call still renders a 200 page with empty menus
 * (web/README.md), so status alone would hide it.
 */
export const COMPLETE_MARKER = 'href="/products/detail-new/';

/** Loopback only: the benchmark never sends load anywhere else. */
export function benchBaseUrl(value = process.env.BENCH_URL ?? 'http://localhost:3000'): URL {
  const url = new URL(value);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new Error(`BENCH_URL must point at localhost or 127.0.0.1, got ${url.hostname}`);
  }
  return url;
}
