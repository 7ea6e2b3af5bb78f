import { createHash } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, useTrackedPages } from './browser';
import { useSiteWalk } from './walk-site-pages';

/**
 * Every page of the route table, in en and vi, under the gateway's Content-Security-Policy: no
 * violation (reported to the page or logged by Chromium), every script of the server HTML carries
 * the answer's nonce (or, on a page from the page cache, is listed by its hash), and the page hydrates and navigates on the client, so a script the policy
 * silently blocked cannot pass unnoticed. Public and auth pages as a visitor, then the console
 * pages signed in, in one browser context per language.
 */

const LANGUAGES = ['en', 'vi'] as const;
const WALK_TIMEOUT_MS = 240_000;
/** Pages visited at once in each walk: enough to overlap the waits for the network to settle. */
const TABS = 3;

declare global {
  interface Window {
    /** Violations the page reported (`securitypolicyviolation`), recorded from the start of each document. */
    __cspViolations?: string[];
    /** Set before a client-side navigation; a full page load would lose it. */
    __cspWalkMarker?: string;
  }
}

/** Records the document's violations from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/** The violations reported since the last read. */
async function readViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
}

/** The `'sha256-…'` source of an inline element's text, as the policy lists it. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The answer's inline policy and what breaks it: a page rendered for this request carries a
 * nonce on every script, modulepreload and style tag; a page from the gateway's page cache
 * (docs/decisions/0022) lists the hash of every inline script and style instead. Never
 * 'unsafe-inline' or 'unsafe-eval'.
 */
async function checkInlinePolicy(response: Response | null): Promise<string[]> {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src[^;]*/.exec(policy)?.[0] ?? '';
  if (/'unsafe-(inline|eval)'/.test(scriptSources)) return [`unsafe script policy: ${policy}`];
  const html = (await response?.text()) ?? '';
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  if (nonce) {
    const tags = html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>|<style\b[^>]*>/g) ?? [];
    return tags.filter((tag) => !tag.includes(` nonce="${nonce}"`)).map((tag) => `without the nonce: ${tag}`);
  }
  if (!scriptSources.includes("'sha256-")) return [`neither a nonce nor hashes: ${policy}`];
  const styleSources = /style-src [^;]*/.exec(policy)?.[0] ?? '';
  const inline = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
    ([, tag, attributes]) => tag === 'style' || !/\ssrc=/.test(attributes!),
  );
  return inline
    .filter(([, tag, , text]) => !(tag === 'script' ? scriptSources : styleSources).includes(hashSource(text!)))
    .map(([element]) => `inline element not listed by hash: ${element.slice(0, 120)}`);
}

/** Hydrated, the public env script ran, and the brand link navigates on the client (no reload). */
async function checkClientSide(page: Page): Promise<string[]> {
  const problems: string[] = [];
  if (!(await page.evaluate(() => Boolean(window.ENV?.SIGNING_SECRET)))) problems.push('window.ENV not set');
  // The back office has no site chrome: its navigation's first link (to /admin) stands in for the
  // brand; the staff sign-in has no link at all, so only its hydration and env are checked.
  const isSiteChrome = (await page.locator('a.brand').count()) > 0;
  const link = isSiteChrome ? page.locator('a.brand').first() : page.locator('.admin-shell__nav a').first();
  if (!isSiteChrome && (await link.count()) === 0) return problems;
  const target = isSiteChrome ? '/' : '/admin';
  await page.evaluate(() => (window.__cspWalkMarker = location.href));
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  await page.locator('main h1').first().waitFor();
  if (!(await page.evaluate(() => Boolean(window.__cspWalkMarker)))) problems.push('the brand link reloaded the page');
  return problems;
}

describe('the Content-Security-Policy on every page (routes from web/app/routes.ts)', () => {
  const { problems, walk } = useSiteWalk('csp');
  const { open, openTabs } = useTrackedPages();

  it('notices a script without the nonce, as the walk relies on', async () => {
    const { page, expectedConsoleErrors } = await open();
    expectedConsoleErrors.push(/Content Security Policy/);
    await recordViolations(page);
    await gotoHydrated(page, '/?lang=en');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__cspWalkMarker = "ran"';
      document.body.append(script);
    });
    const reported: string[] = [];
    await expect
      .poll(async () => {
        reported.push(...(await readViolations(page)));
        return reported;
      })
      .toEqual(['script-src-elem blocked inline']);
    expect(await page.evaluate(() => window.__cspWalkMarker)).toBeUndefined();
  });

  for (const lang of LANGUAGES) {
    it(
      `${lang}: every page loads under the policy without a violation, with nonces, and hydrates`,
      async () => {
        expect(problems).toEqual([]);
        const tracked = await open({ locale: lang === 'vi' ? 'vi-VN' : 'en-US' });
        // Chromium logs the not-found page's 404 answer.
        tracked.expectedConsoleErrors.push(/status of 404/);
        const tabs = await openTabs(tracked, TABS);
        await Promise.all(tabs.map(({ page }) => recordViolations(page)));
        const failures = await walk({
          context: tracked.context,
          tabs,
          lang,
          inspect: async (url, _sitePage, response, { page, consoleErrors }) => {
            const found = [
              ...(await checkInlinePolicy(response)),
              ...(await readViolations(page)),
              ...(await checkClientSide(page)),
              ...(await readViolations(page)),
              ...consoleErrors.splice(0),
            ];
            return found.map((problem) => `${url}: ${problem}`);
          },
        });
        expect(failures.length, `${failures.length} problems:\n${failures.join('\n')}\n`).toBe(0);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
