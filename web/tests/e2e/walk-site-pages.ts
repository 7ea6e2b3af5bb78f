import type { BrowserContext, Response } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { BrowserSession, registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, type TTrackedPage } from './browser';
import { listSitePages, WALK_TICKET, type TSitePage } from './site-routes';

type TWalkOptions = {
  context: BrowserContext;
  /** Pages of `context` the walk spreads its addresses over, each visiting one address at a time. */
  tabs: TTrackedPage[];
  pages: TSitePage[];
  lang: string;
  session: BrowserSession;
  /** Signed in as the demo staff member, for the /admin pages. */
  staffSession: BrowserSession;
  /** Inspects `url`, loaded in `tab`. */
  inspect: (url: string, sitePage: TSitePage, response: Response | null, tab: TTrackedPage) => Promise<string[]>;
};

/** A ticket of the walk's customer, whose page the walk visits (SAMPLE_URLS' WALK_TICKET). */
async function openWalkTicket(session: BrowserSession): Promise<string> {
  const added = await session.post('/api/ticket/add', {
    'ticket[name]': 'Walk Customer',
    'ticket[content]': 'A ticket whose page the accessibility walk visits.',
    'ticket[type][typeId]': '2',
    'ticket[lang]': 'en',
  });
  expect(added.body.resultCode, 'the walk customer opens a ticket').toBe(0);
  return (added.body.data as { ticketId: string }).ticketId;
}

/** The demo staff member npm test seeds (DEMO_STAFF_PASSWORD's development value), signed in for the /admin pages. */
async function signInStaff(): Promise<BrowserSession> {
  const staff = new BrowserSession(newVisitor());
  const signedIn = await staff.post('/api/admin/auth/login', {
    email: 'support@matchwire.io',
    password: 'matchwire-dev-staff-password',
  });
  expect(signedIn.body.resultCode, 'the demo staff member signs in').toBe(0);
  return staff;
}

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
  walk: (options: Omit<TWalkOptions, 'pages' | 'session' | 'staffSession'>) => Promise<string[]>;
} {
  const { pages, problems } = listSitePages();
  let session: BrowserSession | undefined;
  let staffSession: BrowserSession | undefined;
  let walkPages = pages;
  beforeAll(async () => {
    session = await registerAndActivate(uniqueEmail(tag), newVisitor());
    staffSession = await signInStaff();
    const ticketId = await openWalkTicket(session);
    walkPages = pages.map((page) => ({ ...page, urls: page.urls.map((url) => url.replace(WALK_TICKET, ticketId)) }));
  });
  return {
    pages,
    problems,
    walk: (options) => {
      if (!session || !staffSession) throw new Error('the walk customer and staff sign in in beforeAll');
      return walkSitePages({ ...options, pages: walkPages, session, staffSession });
    },
  };
}

/** Runs `visit` for each item, on as many tabs at once as there are, each tab taking the next item when done. */
async function spreadOverTabs<T>(
  items: T[],
  tabs: TTrackedPage[],
  visit: (item: T, tab: TTrackedPage) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        try {
          await visit(item, tab);
        } catch (error) {
          // The first failure ends the walk: the other tabs take nothing more.
          queue.length = 0;
          throw error;
        }
      }
    }),
  );
}

/**
 * Opens every page of the route table in `lang`, in one browser context: public and auth pages as
 * a visitor first, then the console pages with `session`'s cookies, then the /admin pages as staff. The addresses of each part are
 * spread over `tabs` (most of a visit is waiting for the network to settle). Each page must hydrate
 * and stay on its address; `inspect` lists what else is wrong with it, prefixed here with its
 * address. The failures come in route-table order, whichever tab finished first.
 */
export async function walkSitePages(options: TWalkOptions): Promise<string[]> {
  const { context, tabs, lang, session, staffSession } = options;
  const failuresByUrl = new Map<string, string[]>();
  const visits = options.pages.flatMap((sitePage) =>
    sitePage.urls.map((address) => ({ sitePage, url: withLang(address, lang) })),
  );
  for (const part of ['visitor', 'customer', 'staff'] as const) {
    const signedIn = part === 'customer' ? session : part === 'staff' ? staffSession : undefined;
    if (signedIn) {
      await context.addCookies([...signedIn.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
    }
    const partVisits = visits.filter(({ sitePage }) =>
      sitePage.requiresStaff ? part === 'staff' : sitePage.requiresLogin ? part === 'customer' : part === 'visitor',
    );
    await spreadOverTabs(partVisits, tabs, async ({ sitePage, url }, tab) => {
      const response = await gotoHydrated(tab.page, url);
      await tab.page.waitForLoadState('networkidle');
      expect(new URL(tab.page.url()).pathname, `${url} stays on its page`).toBe(url.split('?')[0]);
      failuresByUrl.set(url, await options.inspect(url, sitePage, response, tab));
    });
  }
  return visits.flatMap((visit) => failuresByUrl.get(visit.url) ?? []);
}
