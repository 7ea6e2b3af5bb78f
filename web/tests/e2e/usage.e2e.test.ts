import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, useTrackedPages, type TTrackedPage } from './browser';
import { findOverflow, findUnreachableScrollers, runAxe } from './page-audits';

const POLL = { timeout: 15_000, interval: 500 };

/** A new customer, activated through the API, whose cookies `tracked`'s browser holds. */
async function signIn(tracked: TTrackedPage): Promise<BrowserSession> {
  const session = await registerAndActivate(uniqueEmail('usage'), newVisitor());
  await tracked.context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
  return session;
}

/** An API client's call to the site's /v1 with `key`, from an address of its own. */
async function callDataApi(path: string, key: string, ip: string): Promise<number> {
  const url = new URL(path, BASE_URL);
  url.searchParams.set('key', key);
  const response = await fetch(url, { headers: { 'x-forwarded-for': ip } });
  await response.body?.cancel();
  return response.status;
}

/** Presses Refresh until `probe` answers what is expected (counters reach the page a few seconds late). */
async function refreshUntil<T>(page: Page, probe: () => Promise<T>, expected: T) {
  await expect
    .poll(async () => {
      const value = await probe();
      if (value !== expected) await page.getByRole('button', { name: 'Refresh' }).click();
      return value;
    }, POLL)
    .toEqual(expected);
}

describe('console: API usage (/user/usage)', () => {
  const { open } = useTrackedPages();

  it('sends a visitor who is not signed in to log in first', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/user/usage?days=7');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/user/usage?days=7');
  });

  it('guides a new customer to a first call, then shows it: last calls, counts, errors and the trial quota', async () => {
    const tracked = await open();
    const { page } = tracked;
    const session = await signIn(tracked);

    // Nothing yet: no sport to call, and how to make the first call.
    await gotoHydrated(page, '/user/usage?lang=en');
    await page.getByRole('heading', { level: 1, name: 'API usage' }).waitFor();
    expect(
      await page.locator('.console__sidebar').getByRole('link', { name: 'API usage' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.getByText('No trial or subscription covers a sport yet').waitFor();
    const guide = page.getByTestId('usage-first-call');
    expect(await guide.locator('pre').textContent()).toMatch(
      /^curl "https?:\/\/[^"]+\/v1\/football\/matches\?key=YOUR_KEY"$/,
    );
    expect(await guide.getByRole('link', { name: 'Go to your API key' }).getAttribute('href')).toBe(
      '/user/accountSettings?lang=en',
    );
    expect(await guide.getByRole('link', { name: 'Open the documentation' }).getAttribute('href')).toBe(
      '/docs?id=20&lang=en',
    );

    // The command scrolls in its own box on a phone; the page does not.
    await page.setViewportSize({ width: 360, height: 780 });
    expect([...(await findOverflow(page)), ...(await findUnreachableScrollers(page))]).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A football trial, and two calls with its key: one served, one refused for a bad date.
    expect((await session.post('/api/trial/start', { sportType: '1' })).body.resultCode).toBe(0);
    const key = (await session.post('/api/user/apiKey/reveal')).body.data.apiKey as string;
    // The data API learns of the trial from billing's event: its quota shows once it has.
    await expect
      .poll(async () => (await session.get('/api/usage/summary?days=30')).body.data?.quotas.length, POLL)
      .toBe(1);
    const ip = newVisitor()['x-forwarded-for'];
    expect(await callDataApi('/v1/football/matches', key, ip)).toBe(200);
    expect(await callDataApi('/v1/football/matches?date=yesterday', key, ip)).toBe(400);

    const calls = page.getByTestId('usage-call');
    await refreshUntil(page, () => calls.count(), 2);
    // Newest first, each status in words as well as colour, the result code explained.
    const [refused, served] = [calls.nth(0), calls.nth(1)];
    expect(await refused.textContent()).toContain('/v1/football/matches');
    expect(await refused.getByText('400 · Refused').isVisible()).toBe(true);
    expect(await refused.textContent()).toContain('14008');
    expect(await refused.getByText('A parameter or date has the wrong format').isVisible()).toBe(true);
    expect(await served.getByText('200 · Success').isVisible()).toBe(true);
    expect(await served.textContent()).toContain(ip);
    expect(await served.locator('td').first().textContent()).toBe('GET');

    // Today's trial quota: both calls count against the 200 a day.
    const quota = page.getByTestId('quota-1');
    expect(await quota.getByText('Free trial').isVisible()).toBe(true);
    expect(await quota.getByTestId('quota-used').textContent()).toBe('2 of 200 calls used');
    const bar = quota.getByRole('progressbar', { name: 'Football: calls used today' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    expect(await bar.getAttribute('aria-valuemax')).toBe('200');
    expect(await quota.textContent()).toContain('Live data is 2 minutes delayed');

    // The daily counts are written a few seconds after the calls.
    const totals = page.getByTestId('usage-totals');
    await refreshUntil(
      page,
      async () => (await totals.textContent())?.replace(/\s+/g, ' '),
      'Calls2Errors1Error rate50%',
    );
    expect(await page.getByRole('img', { name: /Total calls: 2; errors: 1\./ }).count()).toBe(1);
    const byInterface = page.getByTestId('usage-interfaces');
    expect(await byInterface.getByRole('link', { name: '/v1/football/matches' }).getAttribute('href')).toBe(
      '/docs?id=football.matches&lang=en',
    );
    const errors = page.getByTestId('usage-errors');
    expect(await errors.getByRole('rowheader').textContent()).toContain('14008');
    expect(await errors.textContent()).toContain('A parameter or date has the wrong format');

    // With calls, charts and tables (the site-wide walk sees the empty page): axe at both widths, and
    // nothing wider than a phone.
    expect(await runAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect([...(await runAxe(page)), ...(await findOverflow(page)), ...(await findUnreachableScrollers(page))]).toEqual(
      [],
    );
    await page.setViewportSize({ width: 1280, height: 900 });

    // The chart's figures as a table, from the keyboard.
    const showTable = page.getByRole('button', { name: 'Show as table' });
    await showTable.focus();
    await page.keyboard.press('Enter');
    const daysTable = page.getByTestId('usage-days-table');
    expect(await daysTable.isVisible()).toBe(true);
    expect(await daysTable.locator('tbody tr').count()).toBe(30);
    expect(await daysTable.locator('tbody tr').first().locator('td').first().textContent()).toBe('2');

    // The last 7 days, and the page in Vietnamese.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('days') === '7'),
      page.getByRole('link', { name: 'Last 7 days' }).click(),
    ]);
    await expect
      .poll(() => page.getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current'), POLL)
      .toBe('page');
    await expect.poll(() => page.getByTestId('usage-days-table').locator('tbody tr').count(), POLL).toBe(7);
    await gotoHydrated(page, '/user/usage?lang=vi');
    await page.getByRole('heading', { level: 1, name: 'Mức sử dụng API' }).waitFor();
    expect(await page.getByTestId('quota-used').textContent()).toBe('Đã dùng 2 trên 200 lượt gọi');
    expect(await page.getByTestId('usage-call').first().getByText('400 · Bị từ chối').isVisible()).toBe(true);
  });
});
