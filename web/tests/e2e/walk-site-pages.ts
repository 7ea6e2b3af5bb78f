import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated } from './browser';
import { listSitePages, type TSitePage } from './site-routes';

type TWalkOptions = {
  context: BrowserContext;
  page: Page;
  pages: TSitePage[];
  lang: string;
  session: BrowserSession;
  inspect: (url: string, sitePage: TSitePage, response: Response | null) => Promise<string[]>;
};

export function withLang(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * For a describe that walks the site: the route table's pages (`problems`: what kept any from being
 * listed) and `walk`, which is walkSitePages over them with a customer registered and activated
 * before the describe's tests (`tag` marks the address) for the console pages.
 */
export function useSiteWalk(tag: string): {
  pages: TSitePage[];
  problems: string[];
  walk: (options: Omit<TWalkOptions, 'pages' | 'session'>) => Promise<string[]>;
} {
  const { pages, problems } = listSitePages();
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await registerAndActivate(uniqueEmail(tag), newVisitor());
  });
  return {
    pages,
    problems,
    walk: (options) => {
      if (!session) throw new Error('the walk customer is registered in beforeAll');
      return walkSitePages({ ...options, pages, session });
    },
  };
}

/**
 * Opens every page of the route table in `lang`, in one browser context: public and auth pages as
 * a visitor first, then the console pages with `session`'s cookies. Each page must hydrate and stay
 * on its address; `inspect` lists what else is wrong with it, prefixed here with its address.
 */
export async function walkSitePages(options: TWalkOptions): Promise<string[]> {
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
