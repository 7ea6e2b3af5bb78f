import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages, type TTrackedPage } from './browser';
import { expectAnnounced, expectFocus } from './keyboard';

const POLL = { timeout: 15_000 };
/** The football matches reference page, by its stable reference. */
const MATCHES_PAGE = '/docs?id=football.matches';

/** The page's example query (`debugParams`), as the docs service holds it. */
async function exampleQuery(): Promise<URLSearchParams> {
  const document = await callApi<{ debugParams: string | null }>('/api/doc/getById', {
    id: 'football.matches',
    lang: 'en',
  });
  return new URLSearchParams(document.debugParams ?? '');
}

/** The response headers the panel lists, by name. */
async function shownHeaders(panel: Locator): Promise<Record<string, string>> {
  const list = panel.getByTestId('try-it-headers');
  const names = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
}

/** A new customer on a football trial, signed in in the page's context. */
async function signInOnFootballTrial(tracked: TTrackedPage) {
  const session = await registerAndActivate(uniqueEmail('try-it'), newVisitor());
  expect((await session.post('/api/trial/start', { sportType: '1' })).body.resultCode).toBe(0);
  await tracked.context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
  return session;
}

describe('docs: the try-it panel calls the live data API, the examples copy', () => {
  const { open } = useTrackedPages();

  it('asks a visitor to log in or start a trial, and shows examples with YOUR_API_KEY', async () => {
    const tracked = await open();
    const { page, context } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const EXAMPLE = await exampleQuery();
    await gotoHydrated(page, `${MATCHES_PAGE}&lang=en`);
    const origin = new URL(page.url()).origin;

    const panel = page.getByRole('region', { name: 'Try it' });
    await panel.getByTestId('try-it-sign-in').waitFor();
    const logIn = new URL((await panel.getByRole('link', { name: 'Log in' }).getAttribute('href'))!, origin);
    expect(logIn.pathname).toBe('/auth/login');
    expect(logIn.searchParams.get('redirect')).toBe(`${MATCHES_PAGE}&lang=en`);
    const trial = new URL(
      (await panel.getByRole('link', { name: 'Start a free trial' }).getAttribute('href'))!,
      origin,
    );
    expect(trial.pathname).toBe('/auth/register');
    expect(trial.searchParams.get('redirect')).toBe('/auth/freetrial');
    expect(await panel.getByRole('button', { name: 'Send request' }).count()).toBe(0);
    // Every documented parameter is a field, the example's values filled in.
    expect(EXAMPLE.get('date')).toBeTruthy();
    expect(await panel.getByLabel('date').inputValue()).toBe(EXAMPLE.get('date'));
    expect(await panel.getByLabel('competitionId').inputValue()).toBe(EXAMPLE.get('competitionId'));

    // The examples: curl first; the arrow keys move between the tabs (an ARIA tablist).
    const examples = page.getByTestId('code-examples');
    const code = examples.locator('pre');
    expect(await code.textContent()).toBe(`curl -sS '${origin}/v1/football/matches?key=YOUR_API_KEY&${EXAMPLE}'`);
    await examples.getByRole('tab', { name: 'curl' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, 'tab', 'JavaScript');
    expect(await examples.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected')).toBe('true');
    expect(await code.textContent()).toContain('"key": "YOUR_API_KEY",');
    expect(await code.textContent()).toContain('await fetch(url)');
    await page.keyboard.press('End');
    await expectFocus(page, 'tab', 'Python');
    expect(await code.textContent()).toContain('requests.get(');
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, 'tab', 'curl');

    // An edited parameter is in the examples at once; the copy is confirmed to screen readers too.
    await panel.getByLabel('competitionId').fill('');
    const edited = new URLSearchParams(EXAMPLE);
    edited.delete('competitionId');
    expect(await code.textContent()).toBe(`curl -sS '${origin}/v1/football/matches?key=YOUR_API_KEY&${edited}'`);
    await examples.getByRole('button', { name: 'Copy curl' }).click();
    await expectAnnounced(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('key=YOUR_API_KEY');

    // The OpenAPI document of the data API is a download of this page.
    const download = page.getByRole('link', { name: 'Download OpenAPI (JSON)' });
    const response = await page.request.get(new URL((await download.getAttribute('href'))!, origin).href);
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/football/matches']).toBeDefined();
  });

  it('lets a customer on a football trial show their key and send the matches call', async () => {
    const tracked = await open();
    const { page, expectedConsoleErrors } = tracked;
    // The refused call below is a 400 answer, which Chromium logs.
    expectedConsoleErrors.push(/Failed to load resource: .*\b400\b.*\/v1\/football\/matches/);
    await signInOnFootballTrial(tracked);
    await gotoHydrated(page, `${MATCHES_PAGE}&lang=en`);

    const panel = page.getByRole('region', { name: 'Try it' });
    const key = panel.getByTestId('try-it-key');
    await expect.poll(() => key.textContent(), POLL).toMatch(/^mw_live_•+/);
    await panel.getByRole('button', { name: 'Show key' }).click();
    await expect.poll(() => key.textContent(), POLL).toMatch(/^mw_live_[0-9A-Za-z]{32}$/);
    const apiKey = (await key.textContent())!;
    // The examples carry the key once shown.
    expect(await page.getByTestId('code-examples').locator('pre').textContent()).toContain(`key=${apiKey}&`);

    // Sending by keyboard: the answer, its status and time are announced; the headers that matter show.
    await panel.getByRole('button', { name: 'Send request' }).focus();
    await page.keyboard.press('Enter');
    const status = panel.getByTestId('try-it-status');
    await expect.poll(() => status.textContent(), POLL).toMatch(/^Status 200 OK in \d+ ms$/);
    expect(await status.getAttribute('role')).toBe('status');
    const headers = await shownHeaders(panel);
    expect(headers['RateLimit-Remaining']).toMatch(/^\d+$/);
    expect(headers['RateLimit-Limit']).toMatch(/^\d+$/);
    expect(headers['Content-Type']).toContain('application/json');
    const body = JSON.parse((await panel.locator('.code-block pre').last().textContent())!) as {
      resultCode: number;
      data: { list: unknown[] };
    };
    expect(body.resultCode).toBe(0);
    expect(Array.isArray(body.data.list)).toBe(true);

    // A parameter the data API refuses: its result code and text, in the page's words too.
    await panel.getByLabel('date').fill('24/11/2025');
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => status.textContent(), POLL).toMatch(/^Status 400 Bad Request in \d+ ms$/);
    expect(await panel.getByRole('alert').textContent()).toContain('Result code 14008');

    // Hiding the key takes it out of the examples again.
    await panel.getByRole('button', { name: 'Hide key' }).click();
    await expect.poll(() => key.textContent()).toMatch(/^mw_live_•+/);
    expect(await page.getByTestId('code-examples').locator('pre').textContent()).toContain('key=YOUR_API_KEY&');
  });
});
