import { readFileSync } from 'node:fs';
import path from 'node:path';
import routes from '~/routes';

/** The app's route table as `@react-router/dev/routes` builds it (web/app/routes.ts). */
type TRouteConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: TRouteConfigEntry[] };

export type TSitePage = {
  /** The route's pattern as written in the table, e.g. `/faq/:categoryId`. */
  pattern: string;
  /** Concrete addresses to visit (no `?lang=`; the walk adds it). */
  urls: string[];
  /** Under a layout whose handle says `requiresLogin` (SPEC 2 console routes): visited signed in. */
  requiresLogin: boolean;
  /** Under a layout whose handle says `requiresStaff` (the /admin back office, docs/decisions/0019): visited as staff. */
  requiresStaff: boolean;
};

/** Stands for the id of the walk customer's ticket in a sample address. */
export const WALK_TICKET = '{walkTicketId}';

/**
 * Concrete addresses for routes with a `:param` or a splat, keyed by the route's pattern. A new
 * parameterised route without an entry here fails the audit (so no page escapes it); a static
 * route may list extra addresses (e.g. a query that selects other content).
 */
export const SAMPLE_URLS: Readonly<Record<string, readonly string[]>> = {
  // A ticket the walk's customer opens before the walk (walk-site-pages.ts puts its id in).
  '/user/tickets/:id': [`/user/tickets/${WALK_TICKET}`],
  // The walk customer's ticket as staff see it.
  '/admin/tickets/:ticketId': [`/admin/tickets/${WALK_TICKET}`],
  '/products/:sport': ['/products/football'],
  '/products/detail/:slug': ['/products/detail/football-api-product-82.html'],
  '/products/detail-new/:slug': ['/products/detail-new/basketball-nba-81.html'],
  '/faq/article/:id': ['/faq/article/1'],
  '/faq/:categoryId': ['/faq/1'],
  '/blog-list/:typeId?': ['/blog-list/-1.html'],
  '/blog/:slug': ['/blog/article-20-101.html'],
  // The not-found page.
  '/*': ['/this-page-does-not-exist'],
  // The directory alone, a guide with a table, an endpoint with parameters and code, the change logs.
  '/docs': ['/docs', '/docs?id=20', '/docs?id=105', '/docs?id=st_1'],
  // Billing: without a choice, and with a product (82) and its yearly plan (822).
  '/subscribe': ['/subscribe', '/subscribe?productId=82'],
  '/purchase': ['/purchase', '/purchase?productId=82&planId=822'],
};

const appDirectory = path.resolve(import.meta.dirname, '../../app');
const sourceCache = new Map<string, string>();

function readModule(file: string): string {
  let source = sourceCache.get(file);
  if (source === undefined) {
    source = readFileSync(path.join(appDirectory, file), 'utf8');
    sourceCache.set(file, source);
  }
  return source;
}

/** React Router's definition: a route module without a default component is a resource route (a file, a redirect). */
function isResourceRoute(file: string): boolean {
  return !/^export\s+default\b/m.test(readModule(file));
}

function requiresLoginHandle(file: string): boolean {
  return /export const handle\b[^=]*=\s*\{[^}]*\brequiresLogin:\s*true/.test(readModule(file));
}

function requiresStaffHandle(file: string): boolean {
  return /export const handle\b[^=]*=\s*\{[^}]*\brequiresStaff:\s*true/.test(readModule(file));
}

function isParameterised(pattern: string): boolean {
  return /(^|\/)(:|\*)/.test(pattern);
}

function joinPath(parent: string, segment: string | undefined): string {
  if (!segment) return parent;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

/**
 * Every page of the app, read from its own route table: resource routes (sitemap.xml, robots.txt,
 * the redirect routes) are left out by their nature, parameterised routes take their addresses from
 * SAMPLE_URLS. `problems` lists parameterised routes without a sample and samples of no route.
 */
export function listSitePages(): { pages: TSitePage[]; problems: string[] } {
  const pages: TSitePage[] = [];
  const walk = (
    entries: TRouteConfigEntry[],
    parentPath: string,
    isLoginRequired: boolean,
    isStaffRequired: boolean,
  ) => {
    for (const entry of entries) {
      const pattern = joinPath(parentPath, entry.path);
      const isUnderLogin = isLoginRequired || requiresLoginHandle(entry.file);
      const isUnderStaff = isStaffRequired || requiresStaffHandle(entry.file);
      if (entry.children?.length) {
        walk(entry.children, pattern, isUnderLogin, isUnderStaff);
        continue;
      }
      if (isResourceRoute(entry.file)) continue;
      const samples = SAMPLE_URLS[pattern];
      const urls = samples ? [...samples] : isParameterised(pattern) ? [] : [pattern];
      pages.push({ pattern, urls, requiresLogin: isUnderLogin, requiresStaff: isUnderStaff });
    }
  };
  walk(routes as TRouteConfigEntry[], '/', false, false);

  const problems = [
    ...pages
      .filter((page) => page.urls.length === 0)
      .map((page) => `${page.pattern}: a parameterised route with no sample address in SAMPLE_URLS`),
    ...Object.keys(SAMPLE_URLS)
      .filter((pattern) => !pages.some((page) => page.pattern === pattern))
      .map((pattern) => `${pattern}: a SAMPLE_URLS entry that matches no page route`),
  ];
  return { pages, problems };
}
