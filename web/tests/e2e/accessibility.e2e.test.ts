import { newVisitor } from '../../../test/support/gateway-client.ts';
import { describe, expect, it } from 'vitest';
import { useTrackedPages } from './browser';
import { checkStructure, findOverflow, findUnreachableScrollers, runAxe, type TFinding } from './page-audits';
import { useSiteWalk } from './walk-site-pages';

const LANGUAGES = ['en', 'vi'] as const;

/**
 * Each walk visits every page once at one width: axe-core (WCAG 2.x A/AA + structure rules) at
 * desktop and phone widths, the reflow check (document no wider than the viewport, every box that
 * scrolls on its own reachable by keyboard) at 390 and 360 px.
 */
const WALKS = [
  { width: 1366, height: 900, hasAxe: true, hasReflow: false },
  { width: 390, height: 844, hasAxe: true, hasReflow: true },
  { width: 360, height: 780, hasAxe: false, hasReflow: true },
];

const WALK_TIMEOUT_MS = 240_000;
/** Pages visited at once in each walk: enough to overlap the waits for the network to settle. */
const TABS = 3;

function describeFindings(url: string, findings: TFinding[]): string[] {
  return findings.map(
    (found) =>
      `${url} [${found.rule}, ${found.impact}] ${found.help}\n    ${found.targets.join('\n    ') || '(no element)'}`,
  );
}

describe('accessibility and reflow of every page (routes from web/app/routes.ts)', () => {
  const { pages, problems, walk: walkSite } = useSiteWalk('a11y');
  const { open, openTabs } = useTrackedPages();

  it('has every page of the route table, with a sample address for each parameterised route', () => {
    expect(problems).toEqual([]);
    const patterns = pages.map((page) => page.pattern);
    // The derivation finds public, auth and console pages, and leaves resource routes out.
    expect(patterns).toEqual(expect.arrayContaining(['/', '/faq/:categoryId', '/auth/login', '/user/accountSettings']));
    expect(patterns).not.toContain('/sitemap.xml');
    expect(patterns).not.toContain('/football.html');
    expect(pages.find((page) => page.pattern === '/user/profile')?.requiresLogin).toBe(true);
    expect(pages.find((page) => page.pattern === '/auth/login')?.requiresLogin).toBe(false);
    expect(pages.find((page) => page.pattern === '/admin/tickets')?.requiresStaff).toBe(true);
    expect(pages.find((page) => page.pattern === '/admin/login')?.requiresStaff).toBe(false);
  });

  it('catches what it is for, on a page built to break each rule', async () => {
    const { page } = await open({ viewport: { width: 360, height: 780 } });
    await page.setContent(`<!doctype html><html lang="vi"><body>
      <a href="/">Home</a><a href="#main">Skip</a>
      <div>Outside every landmark</div>
      <main id="main"><h1>One</h1><h1>Two</h1><h4>Skipped levels</h4><button></button>
        <pre style="overflow-x:auto;white-space:pre">${'x'.repeat(400)}</pre>
        <div style="width:600px">Too wide</div>
      </main></body></html>`);
    const rules = (findings: TFinding[]) => findings.map((found) => found.rule);
    expect(rules(await runAxe(page))).toEqual(expect.arrayContaining(['button-name', 'region', 'heading-order']));
    expect(rules(await checkStructure(page, 'en'))).toEqual(['one-h1', 'skip-link-first', 'html-lang']);
    const [overflow] = await findOverflow(page);
    expect(overflow?.targets).toEqual([expect.stringMatching(/^#main > div/)]);
    expect(rules(await findUnreachableScrollers(page))).toEqual(['scrollable-region-focusable']);
  });

  for (const lang of LANGUAGES) {
    for (const walk of WALKS) {
      const checks = [walk.hasAxe ? 'axe-core' : '', walk.hasReflow ? 'no horizontal overflow' : '']
        .filter(Boolean)
        .join(' and ');
      it(
        `${lang} at ${walk.width} px: ${checks}`,
        async () => {
          const tracked = await open({ viewport: { width: walk.width, height: walk.height } });
          // A visitor address of its own, so the walk has its own page-view budget at the gateway.
          await tracked.context.setExtraHTTPHeaders(newVisitor());
          // Chromium logs the not-found page's 404 answer.
          tracked.expectedConsoleErrors.push(/status of 404/);
          const failures = await walkSite({
            context: tracked.context,
            tabs: await openTabs(tracked, TABS),
            lang,
            inspect: async (url, sitePage, response, { page }) => {
              // The not-found page answers 404; every other page must render, not the error page.
              const expectedStatus = sitePage.pattern === '/*' ? 404 : 200;
              expect(response?.status(), `${url} answers ${expectedStatus}`).toBe(expectedStatus);
              const findings = [
                ...(walk.hasAxe ? [...(await runAxe(page)), ...(await checkStructure(page, lang))] : []),
                ...(walk.hasReflow ? [...(await findOverflow(page)), ...(await findUnreachableScrollers(page))] : []),
              ];
              return describeFindings(url, findings);
            },
          });
          // The message lists every problem once: route, rule, impact, elements.
          expect(failures.length, `${failures.length} problems:\n${failures.join('\n')}\n`).toBe(0);
        },
        WALK_TIMEOUT_MS,
      );
    }
  }
});
