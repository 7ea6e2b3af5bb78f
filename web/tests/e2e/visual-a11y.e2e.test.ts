import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from '~/styles/contrast';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { signUpInBrowser } from './activation-mail';
import { gotoHydrated, useTrackedPages } from './browser';
import {
  floatingButtonBoxes,
  overlaps,
  coveredByFloatingButtons,
  settleFloatingButtons,
  sweepForCover,
} from './floating-buttons';

/** What a visitor notices of colour, size and layout (WCAG 2.2 AA 1.4.10, 1.4.11, 2.5.8, 2.3.3, 2.4.11). */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const POLL = { timeout: 5_000 };
const LONG = { timeout: 90_000 };
const PRODUCT_PAGE = '/products/detail/football-api-product-82.html?lang=en';

/** Pages at 320 px that must not scroll sideways (the console pages are checked signed in). */
const REFLOW_PAGES = [
  '/?lang=en',
  '/products/football?lang=vi',
  PRODUCT_PAGE,
  '/products/detail-new/basketball-nba-81.html?lang=vi',
  '/promotion?lang=en',
  '/bola?lang=en',
  '/seo?lang=en',
  '/docs?lang=en',
  '/docs?id=20&lang=vi',
  '/faq?lang=en',
  '/faq/article/1?lang=en',
  '/blog-list/-1.html?lang=en',
  '/blog/article-20-101.html?lang=en',
  '/home/about?lang=en',
  '/auth/login?lang=en',
  '/auth/register?lang=vi',
];

/**
 * WCAG 2.5.8: every visible control's box is at least 24 × 24 CSS px. Links inside a sentence
 * (their parent holds text of its own) are exempt, as the criterion allows.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isInlineTextLink = (element: HTMLElement) =>
      element.tagName === 'A' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    return [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]',
      ),
    ]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((element) => !element.matches('.skip-link, .visually-hidden') && !isInlineTextLink(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 23.5 || box.height < 23.5))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

describe('colours, sizes and layout', () => {
  // A visitor address of its own, so these page views spend a gateway budget no other test shares.
  const { open } = useTrackedPages((tracked) => tracked.context.setExtraHTTPHeaders(newVisitor()));

  it('keeps the floating buttons off the home hero, the page end and focused controls at 390 px', LONG, async () => {
    const { page } = await open({ viewport: PHONE });
    await gotoHydrated(page, '/?lang=en');
    await page.locator('.match-preview__live').waitFor();
    // The first screen is the hero's alone: the buttons join once the page is scrolled.
    expect(await coveredByFloatingButtons(page, ['.match-preview__live', '.hero__eyebrow'])).toEqual([]);
    expect(await sweepForCover(page, '.match-preview__live')).toEqual([]);

    // The end of the page (footer, copyright) clears all three buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await floatingButtonBoxes(page)).length, POLL).toBe(3);
    expect(await coveredByFloatingButtons(page)).toEqual([]);

    // Keyboard focus scrolls a control clear of them (scroll-padding reserves their band).
    await page.keyboard.press('Tab');
    for (const name of ['Start Free Trial', 'Read the docs']) {
      const link = page.getByRole('main').getByRole('link', { name }).last();
      await page.evaluate(() => window.scrollTo(0, 400));
      await link.focus();
      const box = (await link.boundingBox())!;
      const buttons = await floatingButtonBoxes(page);
      expect(buttons.length).toBe(3);
      for (const button of buttons) expect(overlaps(box, button), `${name} under ${button.label}`).toBe(false);
    }
  });

  it('keeps the floating buttons off the IP whitelist field on the API key page at 390 px', LONG, async () => {
    const { page } = await open({ viewport: PHONE });
    await signUpInBrowser(page, 'visual');
    await gotoHydrated(page, '/user/accountSettings?lang=en');
    const ipField = page.getByLabel('IP address or CIDR range');
    await ipField.waitFor();
    expect(await coveredByFloatingButtons(page)).toEqual([]);

    // At no scroll position does a button cover the field.
    await ipField.evaluate((element) => element.setAttribute('data-swept', ''));
    expect(await sweepForCover(page, '[data-swept]')).toEqual([]);
    // While the visitor types in it, the buttons step aside.
    await ipField.focus();
    await expect.poll(async () => (await floatingButtonBoxes(page)).length, POLL).toBe(0);
    await ipField.blur();
    if (await page.evaluate(() => window.scrollY > 300)) {
      await expect.poll(async () => (await floatingButtonBoxes(page)).length, POLL).toBeGreaterThan(0);
    }

    expect(await undersizedTargets(page)).toEqual([]);
    await page.setViewportSize(SMALL_PHONE);
    for (const path of ['/user/accountSettings?lang=en', '/user/profile?lang=vi']) {
      await gotoHydrated(page, path);
      expect(await horizontalOverflow(page), path).toEqual({ scrollWidth: 320, innerWidth: 320 });
    }
  });

  it('gives every control and stand-alone link a target of at least 24 × 24 px on phones', LONG, async () => {
    const { page } = await open({ viewport: PHONE });
    const pages = [
      '/?lang=en',
      PRODUCT_PAGE,
      '/docs?id=20&lang=en',
      '/faq/article/1?lang=en',
      '/blog/article-20-101.html?lang=en',
      '/home/about?lang=en',
      '/auth/login?lang=vi',
    ];
    for (const path of pages) {
      await gotoHydrated(page, path);
      // Go-to-top and the rest of the page past the first screen count too.
      await page.evaluate(() => window.scrollTo(0, 400));
      await settleFloatingButtons(page);
      expect(await undersizedTargets(page), path).toEqual([]);
    }
  });

  it(
    'shows the product plans as cards with no sideways scrolling at 320 px, and no page scrolls sideways at 320 or 683 px',
    LONG,
    async () => {
      const { page } = await open({ viewport: SMALL_PHONE });
      await gotoHydrated(page, PRODUCT_PAGE);
      expect(await horizontalOverflow(page)).toEqual({ scrollWidth: 320, innerWidth: 320 });
      const rows = page.getByRole('table').getByRole('row');
      // A header row plus one card per plan, each card inside the screen.
      expect(await rows.count()).toBeGreaterThan(1);
      for (const row of (await rows.all()).slice(1)) {
        const box = (await row.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      expect(await page.getByRole('rowheader', { name: 'Monthly' }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('cell')
          .filter({ hasText: /Renews automatically|One-off/ })
          .first()
          .isVisible(),
      ).toBe(true);

      // 320 px is a 1280 px window at 400 % zoom; 683 px is a 1366 px one at 200 % (WCAG 1.4.10, 1.4.4).
      const zoomed = ['/?lang=en', PRODUCT_PAGE, '/docs?id=20&lang=vi', '/faq/article/1?lang=en'];
      for (const [width, paths] of [
        [320, REFLOW_PAGES],
        [683, zoomed],
      ] as const) {
        await page.setViewportSize({ width, height: 640 });
        for (const path of paths) {
          await gotoHydrated(page, path);
          expect(await horizontalOverflow(page), `${path} at ${width} px`).toEqual({
            scrollWidth: width,
            innerWidth: width,
          });
        }
      }
    },
  );

  it('stops the countdown and every animation when the visitor asks for reduced motion', async () => {
    const { page } = await open({ viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/promotion?lang=en');
    const countdown = page.getByTestId('promotion-countdown');
    const before = await countdown.textContent();
    await page.waitForTimeout(1_500);
    expect(await countdown.textContent()).toBe(before);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
      );
    expect(await countdown.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await running()).toEqual([]);

    // The home hero's live badge pulses for other visitors, not here.
    await gotoHydrated(page, '/?lang=en');
    await page.waitForTimeout(100);
    expect(await running()).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHydrated(page, '/?lang=en');
    expect(await running()).toContain('pulse');

    // Go-to-top jumps instead of gliding.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, 2_000));
    await page.locator('.go-to-top--visible').click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('draws a focus ring of at least 3:1 on white and on navy', async () => {
    const { page } = await open({ viewport: { width: 1366, height: 900 } });
    await gotoHydrated(page, '/?lang=en');
    await page.keyboard.press('Tab');
    const targets = [
      page.locator('.site-header').getByRole('link', { name: 'Matchwire' }).first(),
      page.locator('.site-footer a[href]').first(),
      page.locator('.hero').getByRole('link').first(),
      page.locator('.trial-band').getByRole('link').first(),
    ];
    for (const target of targets) {
      await target.focus();
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        // The colours behind the ring: the nearest ancestor's opaque background colour, or every
        // opaque stop of its gradient.
        let surface: Element | null = element.parentElement;
        let behind: string[] = ['rgb(255, 255, 255)'];
        while (surface) {
          const own = getComputedStyle(surface);
          if (own.backgroundColor !== 'rgba(0, 0, 0, 0)') {
            behind = [own.backgroundColor];
            break;
          }
          const stops = own.backgroundImage.match(/rgb\([^)]*\)/g);
          if (stops) {
            behind = stops;
            break;
          }
          surface = surface.parentElement;
        }
        return {
          visible: element.matches(':focus-visible'),
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          colour: style.outlineColor,
          behind,
        };
      });
      const toColour = (css: string) =>
        parseColour(css.replace(/rgba?\((\d+), (\d+), (\d+)(?:, [\d.]+)?\)/, 'rgb($1 $2 $3)'));
      expect(ring.visible).toBe(true);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      for (const colour of ring.behind) {
        expect(contrastRatio(toColour(ring.colour), toColour(colour)), JSON.stringify(ring)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
