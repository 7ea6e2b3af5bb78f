import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Best-practice rules about page structure (landmarks, headings, skip link). They fail the audit at
 * any impact: most are "moderate" in axe, yet they are what screen-reader users navigate by.
 */
export const STRUCTURE_RULES = [
  'region',
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'skip-link',
];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One finding, printed as rule, impact, elements. */
export type TFinding = { rule: string; impact: string; help: string; targets: string[] };

/** Runs axe-core in the page: WCAG 2.x A/AA plus the structure rules; answers what must be fixed. */
export async function runAxe(page: Page): Promise<TFinding[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, extraRules }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const rules = [...new Set([...inPage.getRules(tags).map((rule) => rule.ruleId), ...extraRules])];
      const results = await inPage.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    { tags: WCAG_TAGS, extraRules: STRUCTURE_RULES },
  );
  return violations.filter((found) => FAILING_IMPACTS.has(found.impact) || STRUCTURE_RULES.includes(found.rule));
}

/**
 * What axe does not check: exactly one `h1`, a skip link as the first focusable element leading to
 * `main`, and `html[lang]` naming the page's language.
 */
export async function checkStructure(page: Page, lang: string): Promise<TFinding[]> {
  const problems = await page.evaluate((expectedLang) => {
    const found: { rule: string; targets: string[] }[] = [];
    const h1s = [...document.querySelectorAll('h1')];
    if (h1s.length !== 1) found.push({ rule: 'one-h1', targets: h1s.map((h1) => `h1 "${h1.textContent?.trim()}"`) });

    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
      ),
    ].filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled')) return false;
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    });
    const first = focusable[0];
    const main = document.querySelector('main');
    const target = first?.getAttribute('href')?.startsWith('#')
      ? document.getElementById(first.getAttribute('href')!.slice(1))
      : null;
    if (!first || !main || target !== main) {
      const described = first ? `${first.tagName.toLowerCase()} "${first.textContent?.trim()}"` : 'none';
      found.push({ rule: 'skip-link-first', targets: [`first focusable: ${described}; main: ${main ? 'yes' : 'no'}`] });
    }

    const htmlLang = document.documentElement.lang;
    if (htmlLang !== expectedLang) found.push({ rule: 'html-lang', targets: [`html lang="${htmlLang}"`] });
    return found;
  }, lang);
  return problems.map((problem) => ({ ...problem, impact: 'structure', help: '' }));
}

/**
 * When the document is wider than the viewport: the elements whose right edge sticks out (the
 * outermost of each chain; children of a box that clips or scrolls them are not counted).
 */
export async function findOverflow(page: Page): Promise<TFinding[]> {
  const result = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return null;
    // `main > div.product-detail > section:nth-of-type(2)`: up to four levels, or up to an id.
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const siblings = node.parentElement
          ? [...node.parentElement.children].filter((other) => other.tagName === node!.tagName)
          : [];
        const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : '';
        parts.unshift(node.id ? `#${node.id}` : `${node.tagName.toLowerCase()}${classes}${classes ? '' : nth}`);
        if (node.id) break;
      }
      return parts.join(' > ');
    };
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > viewport + 0.5;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!sticksOut(element)) continue;
      let ancestor = element.parentElement;
      let isContained = false;
      while (ancestor && ancestor !== document.body) {
        if (sticksOut(ancestor) || clips(ancestor)) {
          isContained = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (isContained) continue;
      culprits.push(`${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
    }
    return { scrollWidth, viewport, culprits: culprits.slice(0, 12) };
  });
  if (!result) return [];
  return [
    {
      rule: 'document-wider-than-viewport',
      impact: 'reflow',
      help: `scrollWidth ${result.scrollWidth} > innerWidth ${result.viewport}`,
      targets: result.culprits,
    },
  ];
}

/**
 * Boxes that scroll on their own (code, wide tables) must be reachable by keyboard: focusable
 * themselves or holding something focusable (axe's `scrollable-region-focusable`, checked here at
 * every phone width, where most of them start to scroll).
 */
export async function findUnreachableScrollers(page: Page): Promise<TFinding[]> {
  const targets = await page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      const scrollsX = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const scrollsY = /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (!scrollsX && !scrollsY) continue;
      if (element.tabIndex >= 0 || element.querySelector(focusable)) continue;
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`);
    }
    return found;
  });
  if (targets.length === 0) return [];
  return [
    {
      rule: 'scrollable-region-focusable',
      impact: 'keyboard',
      help: 'a scrolling box the keyboard cannot reach',
      targets,
    },
  ];
}
