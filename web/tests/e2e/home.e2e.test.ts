import { REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRouteData } from '~/lib/api/api-request';
import { BASE_URL, gotoHydrated, SIGNING_SECRET, useTrackedPages } from './browser';

type TProduct = TRouteData<'GET /api/product/list'>['productList'][number];

async function fetchProducts(sportType: 1 | 2): Promise<TProduct[]> {
  const url = await signUrl(`${BASE_URL}/api/product/list?sportType=${sportType}`, SIGNING_SECRET);
  const response = await fetch(url, { headers: { 'X-Requested-With': REQUESTED_WITH_VALUE } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { resultCode: number; data: TRouteData<'GET /api/product/list'> };
  expect(body.resultCode).toBe(0);
  return body.data.productList;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The server-rendered markup of one dropdown panel (`<div id=...>` up to its closing list). */
function dropdownHtml(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `dropdown #${id} in the SSR HTML`).toBeGreaterThan(-1);
  const end = html.indexOf('</div></div>', start);
  return html.slice(start, end === -1 ? undefined : end);
}

describe('home page', () => {
  const { open } = useTrackedPages();
  let football: TProduct[];
  let basketball: TProduct[];

  beforeAll(async () => {
    [football, basketball] = await Promise.all([fetchProducts(1), fetchProducts(2)]);
  });

  it('server-renders the catalogue products inside the sport dropdowns', async () => {
    expect(football.length, 'the catalogue has football products').toBeGreaterThan(0);
    const response = await fetch(`${BASE_URL}/`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();

    const footballMenu = dropdownHtml(html, 'nav-menu-football');
    for (const product of football) expect(footballMenu).toContain(escapeHtml(product.englishName));
    const basketballMenu = dropdownHtml(html, 'nav-menu-basketball');
    for (const product of basketball) expect(basketballMenu).toContain(escapeHtml(product.englishName));

    // And with JavaScript disabled in the browser, the same names are in the document.
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto('/'); // no hydration without JavaScript
    const menuText = await page.locator('#nav-menu-football').textContent();
    for (const product of football) expect(menuText).toContain(product.englishName);
  });

  it('opens the football dropdown and shows the products', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('button', { name: 'Football', exact: true });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    const menu = page.locator('#nav-menu-football');
    expect(await menu.isVisible()).toBe(false);

    await trigger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    for (const product of football) {
      expect(await menu.getByRole('link', { name: product.englishName }).isVisible()).toBe(true);
    }
    const first = football[0]!;
    expect(await menu.getByRole('link', { name: first.englishName }).getAttribute('href')).toMatch(
      new RegExp(`^/products/detail-new/football-[a-z0-9-]+-${first.productId}\\.html$`),
    );
    expect(await menu.getByRole('link', { name: 'All football products' }).getAttribute('href')).toBe(
      '/products/football',
    );

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('switches to Vietnamese, reloads, and keeps the choice through the lang cookie', async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/?lang=en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).isVisible()).toBe(true);

    await page.locator('.site-header__actions .lang-trigger').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('lang')),
      page.locator('#nav-menu-language button[data-lang="vi"]').click(),
    ]);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await page.getByRole('link', { name: 'Đăng nhập', exact: true }).isVisible()).toBe(true);

    const langCookie = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(langCookie?.value).toBe('vi');
    expect(langCookie?.path).toBe('/');

    // A new page load without ?lang= stays Vietnamese.
    await gotoHydrated(page, '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await page.getByRole('link', { name: 'Dùng thử miễn phí' }).first().isVisible()).toBe(true);
  });

  it('keeps the language of a ?lang=vi link on the pages reached from it', async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/?lang=vi');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('vi');

    // A client-side navigation (no ?lang= any more) and a fresh page load both stay Vietnamese.
    await Promise.all([page.waitForURL('**/faq'), page.locator('.site-nav a[href="/faq"]').click()]);
    await page.getByRole('heading', { level: 1, name: 'Chúng tôi có thể giúp gì?' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    await gotoHydrated(page, '/promotion');
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page, expectedConsoleErrors } = await open();
    // Chromium reports the document's own 404 status on the console; nothing else may appear.
    expectedConsoleErrors.push(/^Failed to load resource: .*\b404\b.*\/no-such-page\)$/);
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be found');
  });

  it('shows the mobile menu drawer at 360 px', async () => {
    const { page } = await open({ viewport: { width: 360, height: 800 } });
    await gotoHydrated(page, '/');
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const drawer = page.locator('#mobile-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByText('Football', { exact: true }).click();
    expect(await drawer.getByRole('link', { name: football[0]!.englishName }).isVisible()).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no horizontal overflow at 360 px').toBeLessThanOrEqual(360);
  });
});
