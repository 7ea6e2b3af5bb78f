import { describe, expect, it } from 'vitest';
import type { TRouteData } from '~/lib/api/api-request';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages } from './browser';

const SPORTS = [
  { sport: 'football', sportType: 1 },
  { sport: 'basketball', sportType: 2 },
  { sport: 'esports', sportType: 3 },
] as const;

/**
 * docs/decisions/0007: a product's "API endpoints" open their documents by the docs service's
 * reference. For every product a visitor can open, of every sport, in both languages, each
 * endpoint link is clicked and the document it opens must be headed by the endpoint's name.
 */
describe('product endpoint links', () => {
  const { open } = useTrackedPages();

  for (const { sport, sportType } of SPORTS) {
    for (const lang of ['en', 'vi'] as const) {
      it(`open the document of each ${sport} endpoint, in ${lang}`, async () => {
        const { productList } = await callApi<TRouteData<'GET /api/product/list'>>(
          `/api/product/list?sportType=${sportType}`,
        );
        expect(productList.length, sport).toBeGreaterThan(0);
        const { context, page } = await open();
        let checked = 0;
        for (const product of productList) {
          // A visitor address of its own per product, so the walk has its own page-view budget.
          await context.setExtraHTTPHeaders(newVisitor());
          await gotoHydrated(page, `/products/detail/${sport}-api-product-${product.productId}.html?lang=${lang}`);
          const links = page.locator('.interface-list a');
          const names = (await links.allTextContents()).map((name) => name.trim());
          expect(names.length, `product ${product.productId}`).toBeGreaterThan(0);
          for (const [index, name] of names.entries()) {
            const where = `${lang} product ${product.productId} "${name}"`;
            await links.nth(index).click();
            await page.waitForURL((url) => url.pathname === '/docs');
            const heading = page.locator('h1#doc-title');
            await expect.poll(() => heading.textContent(), { message: where }).toContain(name);
            expect(new URL(page.url()).searchParams.get('id'), where).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
            checked += 1;
            await page.goBack();
            await page.waitForURL((url) => url.pathname.startsWith('/products/detail/'));
            await links.first().waitFor();
          }
        }
        expect(checked).toBeGreaterThan(productList.length);
      }, 120_000);
    }
  }
});

describe('product addresses', () => {
  const canonical = '/products/detail-new/football-football-odds-53.html';

  it('move a wrong sport or an outdated slug permanently to the canonical address, query kept', async () => {
    const moved = [
      '/products/detail-new/basketball-foo-53.html',
      '/products/detail-new/football-odds-plan-53.html',
      '/products/detail/esports-api-product-53.html',
    ];
    for (const from of moved) {
      const response = await fetch(`${BASE_URL}${from}?lang=vi`, { redirect: 'manual', headers: newVisitor() });
      expect([301, 308], from).toContain(response.status);
      const location = new URL(response.headers.get('location') ?? '', BASE_URL);
      expect(`${location.pathname}${location.search}`, from).toBe(`${canonical}?lang=vi`);
    }
  });

  it('answer the canonical address and the short form in place, each with the canonical link tag', async () => {
    for (const path of [canonical, '/products/detail/football-api-product-53.html']) {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: newVisitor() });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>Football Odds<\/h1>/);
      const tag = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? '';
      expect(tag, path).toMatch(new RegExp(`href="[^"]*${canonical.replace(/\./g, '\\.')}"`));
    }
  });
});
