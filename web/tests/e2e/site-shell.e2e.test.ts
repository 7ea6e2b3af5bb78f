import { developmentSecrets } from '@matchwire/kit/config/development-values';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TRouteData } from '~/lib/api/api-request';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages } from './browser';

/** What every public page carries around its content: banners, floating buttons, footer links, toggles. */

const CATALOGUE_URL = process.env.TEST_CATALOGUE_URL ?? 'http://127.0.0.1:4001';
/** Staff edit through the back office's credential (docs/decisions/0010). */
const asBackoffice = internalCallerHeaders(
  'backoffice',
  process.env.INTERNAL_SECRET_BACKOFFICE ?? developmentSecrets.INTERNAL_SECRET_BACKOFFICE,
);

/** Staff change a system config value (back-office route of the catalogue). */
async function setConfig(key: string, value: string): Promise<void> {
  const response = await fetch(`${CATALOGUE_URL}/internal/system-config/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...asBackoffice },
    body: JSON.stringify({ value }),
  });
  expect(response.status, key).toBe(200);
}

/** Reloads `path` until `isShown` holds: the change reaches pages once the gateway drops its cached config. */
async function reloadUntil(page: Page, path: string, isShown: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await gotoHydrated(page, path);
    if (await isShown()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(300);
  }
}

describe('site shell', () => {
  // Partner and messaging links lead off the site; nothing outside it is reachable here.
  const { open } = useTrackedPages((tracked) =>
    tracked.context.route(
      (url) => !url.href.startsWith(BASE_URL),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    ),
  );

  it('shows the home banner from the server, in the page language', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/?lang=en');
    expect(await page.locator('.home-banner').textContent()).toContain('New:');
    await gotoHydrated(page, '/?lang=vi');
    expect(await page.locator('.home-banner').textContent()).toContain('Mới:');
  });

  it('offers the messaging contacts and the ticket popup from the floating buttons', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/products/football?lang=en');
    await page.getByRole('button', { name: 'Message us' }).click();
    const contacts = page.locator('#floating-messaging a');
    expect(await contacts.count()).toBeGreaterThanOrEqual(2);
    for (const href of await contacts.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\//);
    }
    await page.keyboard.press('Escape');
    expect(await contacts.count()).toBe(0);

    await page.getByRole('button', { name: 'Contact us' }).click();
    const popup = page.getByRole('dialog', { name: 'Contact us' });
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });

  it('shows go-to-top only past 300 px of scrolling, and it goes back to the top', async () => {
    const { page } = await open({ viewport: { width: 360, height: 800 } });
    await gotoHydrated(page, '/?lang=en');
    const goToTop = page.locator('.go-to-top');
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => goToTop.getAttribute('aria-hidden')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => goToTop.getAttribute('aria-hidden')).toBe('false');
    await goToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('lists the partner links in order and reports a click on one', async () => {
    const { list } = await callApi<TRouteData<'POST /api/link/getLinks'>>('/api/link/getLinks', {});
    const { page, context } = await open();
    await gotoHydrated(page, '/?lang=en');
    const partners = page.locator('.site-footer__partners-list a');
    expect(await partners.allTextContents()).toEqual(list.map((link) => link.webName));

    const reported = page.waitForResponse((response) => response.url().includes('/api/link/reportLinkClick'));
    const popup = context.waitForEvent('page');
    await partners.first().click();
    const answer = await reported;
    expect(answer.status()).toBe(200);
    expect(answer.request().postData()).toBe(`linkId=${list[0]!.linkId}`);
    expect(((await answer.json()) as { data: { clicks: number } }).data.clicks).toBeGreaterThanOrEqual(1);
    expect((await popup).url()).toBe(new URL(list[0]!.url).href);
  });

  it('shows a notice set by staff on its route only, and not once it is switched off with #', async () => {
    const { page } = await open();
    const notice = page.locator('.notice-banner');
    try {
      await setConfig('noticeHome', 'Scheduled maintenance on Sunday 02:00 UTC');
      await reloadUntil(page, '/?lang=en', async () => (await notice.count()) === 1, 'the home notice');
      expect(await notice.textContent()).toContain('Scheduled maintenance on Sunday 02:00 UTC');
      await gotoHydrated(page, '/docs?lang=en');
      expect(await notice.count()).toBe(0);

      await setConfig('noticeHome', '#Scheduled maintenance on Sunday 02:00 UTC');
      await reloadUntil(page, '/?lang=en', async () => (await notice.count()) === 0, 'the notice to go');
    } finally {
      await setConfig('noticeHome', '');
    }
  });

  it('promises the free trial’s days that the system config gives, on the home, registration and product pages', async () => {
    const { page } = await open();
    const heroNote = page.locator('.hero__note');
    const homePromises = (days: number) =>
      reloadUntil(
        page,
        '/?lang=en',
        async () => (await heroNote.textContent()) === `${days}-day free trial · no card required`,
        `the home page to promise ${days} days`,
      );
    try {
      await setConfig('freeTrialDays', '21');
      await homePromises(21);
      expect(await page.locator('.trial-band__title').textContent()).toBe('Try it free for 21 days');
      await gotoHydrated(page, '/auth/register?lang=vi');
      expect(await page.locator('.auth-card__subtitle').textContent()).toContain('Miễn phí 21 ngày');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('21');
      // SPEC 2's address of a product page ("Top 5 European Leagues"), moved to its canonical one.
      await gotoHydrated(page, '/products/detail/football-api-product-82.html?lang=en');
      expect(await page.locator('.subscribe-card__note').textContent()).toContain('Free trial: 21 days');
    } finally {
      // The demo seed's value, which the other tests' pages promise.
      await setConfig('freeTrialDays', '15');
    }
    await homePromises(15);
  });

  it('hides the promotion tab and page when staff switch them off, and shows them again', async () => {
    const { page, expectedConsoleErrors } = await open();
    expectedConsoleErrors.push(/status of 404/);
    const tab = page.locator('.site-nav a[href="/promotion"]');
    try {
      await setConfig('promotionNavTab', 'false');
      await setConfig('promotionPage', 'false');
      await reloadUntil(page, '/?lang=en', async () => (await tab.count()) === 0, 'the promotion tab to go');
      const hidden = await page.goto('/promotion?lang=en');
      expect(hidden?.status()).toBe(404);
    } finally {
      await setConfig('promotionNavTab', 'true');
      await setConfig('promotionPage', 'true');
    }
    await reloadUntil(page, '/?lang=en', async () => (await tab.count()) === 1, 'the promotion tab to return');
    expect((await gotoHydrated(page, '/promotion?lang=en'))?.status()).toBe(200);
  });
});
