import { REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { newVisitor } from '../../../test/support/gateway-client.ts';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
export const SIGNING_SECRET = process.env.SIGNING_SECRET ?? 'matchwire-dev-signing-secret';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export type TTrackedPage = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** Console errors a test expects (e.g. Chromium reporting a deliberate 404 document). */
  expectedConsoleErrors: RegExp[];
};

/** Records the page's console errors and uncaught page errors, less those `expectedConsoleErrors` names. */
function trackPage(context: BrowserContext, page: Page, expectedConsoleErrors: RegExp[]): TTrackedPage {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { context, page, consoleErrors, expectedConsoleErrors };
}

/**
 * A fresh context (no cookies) and page that records every console error and uncaught
 * page error, so a test can fail on them (CONVENTIONS 10). Each context is a visitor of its own
 * (its own forwarded address), so one test file's page views never spend another's rate budget.
 */
export async function openTrackedPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; locale?: string } = {},
): Promise<TTrackedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-US',
    extraHTTPHeaders: newVisitor(),
  });
  return trackPage(context, await context.newPage(), []);
}

/**
 * One Chromium for a test file, and `open()` for a fresh tracked page in it (with `prepare`, e.g.
 * request routing, applied first); `openTabs()` for more pages in the same context, so one test can
 * visit several addresses at once. After each test every page opened is closed, and a console
 * error on any of them fails the test (CONVENTIONS 10).
 */
export function useTrackedPages(prepare?: (tracked: TTrackedPage) => Promise<unknown>): {
  open(options?: Parameters<typeof openTrackedPage>[1]): Promise<TTrackedPage>;
  openTabs(tracked: TTrackedPage, count: number): Promise<TTrackedPage[]>;
} {
  let browser: Browser | undefined;
  const opened: TTrackedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async () => {
    const errors = opened.flatMap((tracked) => tracked.consoleErrors);
    const contexts = new Set(opened.splice(0).map((tracked) => tracked.context));
    await Promise.all([...contexts].map((context) => context.close()));
    expect(errors, 'console errors').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options) {
      if (!browser) throw new Error('open() is for tests, after the browser has started');
      const tracked = await openTrackedPage(browser, options);
      opened.push(tracked);
      await prepare?.(tracked);
      return tracked;
    },
    /**
     * `tracked` and `count - 1` more pages of its context (same cookies, visitor and expected
     * console errors; each its own console record), all closed with it after the test.
     */
    async openTabs(tracked, count) {
      const tabs = [tracked];
      while (tabs.length < count) {
        const tab = trackPage(tracked.context, await tracked.context.newPage(), tracked.expectedConsoleErrors);
        opened.push(tab);
        await prepare?.(tab);
        tabs.push(tab);
      }
      return tabs;
    },
  };
}

/** Navigates and waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return response;
}

/** A signed API call through the gateway, as the site's pages make it; expects success and answers `data`. */
export async function callApi<T>(path: string, body?: unknown): Promise<T> {
  const url = await signUrl(`${BASE_URL}${path}`, SIGNING_SECRET);
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Requested-With': REQUESTED_WITH_VALUE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  const envelope = (await response.json()) as { resultCode: number; data: T };
  expect(envelope.resultCode, path).toBe(0);
  return envelope.data;
}
