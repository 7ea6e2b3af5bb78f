import { describe, expect, it } from 'vitest';
import type { TRouteData } from '~/lib/api/api-request';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages } from './browser';
import expectations from './public-site-expectations.json';

/**
 * What SPEC 2 and the catalogue issue say the public site answers, written out on its own (not read from
 * the app's tables, so a wrong table fails here): every public page (each answers 200), the detail routes
 * written without their optional id (the list it would be picked from), and the `.html` aliases and
 * product shortcuts (permanent redirects to the canonical route).
 */
const { publicRoutes: PUBLIC_ROUTES, idLessRoutes: ID_LESS_ROUTES, redirects: REDIRECTS } = expectations;

describe('public site', () => {
  const { open } = useTrackedPages();

  it('goes from the home football dropdown to a product detail, its .html alias and a shortcut', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Football', exact: true }).click();
    const firstProduct = page.locator('#nav-menu-football a[href^="/products/detail-new/"]').first();
    const productName = (await firstProduct.locator('span').first().textContent())?.trim() ?? '';
    expect(productName).not.toBe('');
    await firstProduct.click();
    await page.waitForURL(/\/products\/detail-new\/football-.+-\d+\.html$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(productName);
    expect(await page.getByRole('table').textContent()).toMatch(/Monthly/);

    // The other URL family of the same product renders the same page.
    const productId = /-(\d+)\.html$/.exec(page.url())?.[1];
    await gotoHydrated(page, `/products/detail/football-api-product-${productId}.html`);
    expect((await page.locator('h1').textContent())?.trim()).toBe(productName);

    // A fixed shortcut: NBA is basketball 81.
    const response = await gotoHydrated(page, '/products/nba.html');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/products\/detail\/basketball-api-product-81\.html$/);
    expect(await page.locator('h1').textContent()).toMatch(/NBA/);
  });

  it("shows the catalogue's promotion countdown (its rule is tested in services/catalogue/test/promotion.test.ts)", async () => {
    const { cycle } = await callApi<TRouteData<'GET /api/product/promotionList'>>('/api/product/promotionList');
    const { page } = await open();
    await gotoHydrated(page, '/promotion');
    const days = Number(await page.getByTestId('promotion-countdown').locator('.countdown__number').textContent());
    expect(days).toBe(cycle.daysLeft);
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('answers 200 on every public route, with canonical and hreflang on pages', async () => {
    for (const path of PUBLIC_ROUTES) {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      const body = await response.text();
      if (path.endsWith('.xml')) {
        // Every kind of public page is listed: static pages, products, documents, FAQ and blog articles.
        for (const listed of [
          /<loc>[^<]+\/home\/about<\/loc>/,
          /<loc>[^<]+\/products\/detail-new\/football-[^<]+-\d+\.html<\/loc>/,
          /<loc>[^<]+\/docs\?id=105<\/loc>/,
          /<loc>[^<]+\/faq\/article\/\d+<\/loc>/,
          /<loc>[^<]+\/blog\/article-20-101\.html<\/loc>/,
        ]) {
          expect(body).toMatch(listed);
        }
      } else if (path.endsWith('.txt')) expect(body).toContain('Sitemap:');
      else {
        expect(body, path).toContain('rel="canonical"');
        expect(body, path).toContain('hrefLang="vi"');
        expect(body, path).toContain('property="og:title"');
      }
    }
  });

  it('redirects the .html aliases and shortcuts permanently', async () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const response = await fetch(`${BASE_URL}${from}?lang=vi`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', BASE_URL).pathname + '?lang=vi', from).toBe(
        `${to}?lang=vi`,
      );
    }
  });

  it('leads an id-less detail route to its list, keeping the language', async () => {
    for (const [from, to] of Object.entries(ID_LESS_ROUTES)) {
      const response = await fetch(`${BASE_URL}${from}?lang=vi`, { redirect: 'manual' });
      expect(response.status, from).toBe(302);
      const location = new URL(response.headers.get('location') ?? '', BASE_URL);
      expect(`${location.pathname}${location.search}`, from).toBe(`${to}?lang=vi`);
    }
  });

  it('shows the 404 page for an unknown product id', async () => {
    const response = await fetch(`${BASE_URL}/products/detail/football-api-product-987654.html`);
    expect(response.status).toBe(404);
    // The text is also in every page's language data, so the heading is what tells.
    expect(await response.text()).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);

    const tracked = await open();
    tracked.expectedConsoleErrors.push(/status of 404/);
    await tracked.page.goto('/products/detail-new/football-nothing-987654.html');
    expect(await tracked.page.locator('h1').textContent()).toBe('This page could not be found');
  });
});
