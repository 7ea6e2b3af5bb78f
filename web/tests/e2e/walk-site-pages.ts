import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserSession } from '../../../test/support/browser-session.ts';
import { BASE_URL, gotoHydrated } from './browser';
import type { TSitePage } from './site-routes';

export function withLang(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * Opens every page of the route table in `lang`, in one browser context: public and auth pages as
 * a visitor first, then the console pages with `session`'s cookies. Each page must hydrate and stay
 * on its address; `inspect` lists what else is wrong with it, prefixed here with its address.
 */
export async function walkSitePages(options: {
  context: BrowserContext;
  page: Page;
  pages: TSitePage[];
  lang: string;
  session: BrowserSession;
  inspect: (url: string, sitePage: TSitePage, response: Response | null) => Promise<string[]>;
}): Promise<string[]> {
  const { context, page, lang, session } = options;
  const failures: string[] = [];
  const ordered = [...options.pages].sort((a, b) => Number(a.requiresLogin) - Number(b.requiresLogin));
  let isSignedIn = false;
  for (const sitePage of ordered) {
    if (sitePage.requiresLogin && !isSignedIn) {
      await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
      isSignedIn = true;
    }
    for (const url of sitePage.urls.map((address) => withLang(address, lang))) {
      const response = await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, `${url} stays on its page`).toBe(url.split('?')[0]);
      failures.push(...(await options.inspect(url, sitePage, response)));
    }
  }
  return failures;
}
