import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { gotoHydrated, useTrackedPages } from './browser';
import { floatingButtonBoxes, overlaps, settleFloatingButtons } from './floating-buttons';

/**
 * The site's floating buttons (contact, messaging, go-to-top) never sit on the docs' try-it panel's
 * controls, at any scroll position, at 1280, 1024, 768 and 390 px: from 640 px up the document keeps
 * their column free; on phones they step aside while the panel crosses their band, and come back
 * for a keyboard focus.
 */
const MATCHES_PAGE = '/docs?id=football.matches&lang=en';
const LONG = { timeout: 120_000 };
const TRY_IT_CONTROLS = ['a[href]', 'button', 'input', 'select', 'textarea', 'summary', '[tabindex="0"]']
  .map((control) => `.try-it ${control}`)
  .join(',');

/** The try-it panel's visible controls on screen now. */
function tryItControlBoxes(page: Page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
        return { x, y, width, height, label: `${element.tagName.toLowerCase()} "${name}"` };
      })
      .filter((box) => box.width > 0 && box.height > 0 && box.y < window.innerHeight && box.y + box.height > 0);
  }, TRY_IT_CONTROLS);
}

/**
 * Every scroll position (in steps) at which a visible floating button covers a try-it control, and
 * how many controls were seen on screen in all (so that a sweep that saw none cannot pass).
 */
async function coveredWhileScrolling(page: Page): Promise<{ covered: string[]; controlsSeen: number }> {
  const found: string[] = [];
  let controlsSeen = 0;
  const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= maxScroll + 100; y += 100) {
    await page.evaluate((to) => window.scrollTo(0, to), Math.min(y, maxScroll));
    await settleFloatingButtons(page);
    const buttons = await floatingButtonBoxes(page);
    const controls = await tryItControlBoxes(page);
    controlsSeen += controls.length;
    for (const control of controls)
      for (const button of buttons)
        if (overlaps(control, button))
          found.push(`at ${Math.min(y, maxScroll)} px: ${control.label} under ${button.label}`);
  }
  return { covered: found, controlsSeen };
}

describe('docs: the floating buttons and the try-it panel', () => {
  const { open } = useTrackedPages((tracked) => tracked.context.setExtraHTTPHeaders(newVisitor()));

  it.each([
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [390, 844],
  ])('never cover a try-it control at %i px, at any scroll position', LONG, async (width, height) => {
    const { page } = await open({ viewport: { width, height } });
    await gotoHydrated(page, MATCHES_PAGE);
    await page.locator('.try-it').waitFor();
    const { covered, controlsSeen } = await coveredWhileScrolling(page);
    expect(covered).toEqual([]);
    expect(controlsSeen).toBeGreaterThan(0);
    // The buttons are still there on this page, past the first screen (not simply hidden everywhere).
    await page.evaluate(() => window.scrollTo(0, 400));
    await settleFloatingButtons(page);
    expect((await floatingButtonBoxes(page)).length).toBeGreaterThan(0);
  });

  it('shows a floating button that has the keyboard focus on a phone, even over the panel', LONG, async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, MATCHES_PAGE);
    // The panel's top crosses the buttons' band.
    await page.evaluate(() => {
      const panel = document.querySelector('.try-it')!;
      window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - window.innerHeight + 200);
    });
    await settleFloatingButtons(page);
    const contact = page.getByRole('button', { name: 'Contact us' });
    await contact.focus();
    expect(await contact.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        contact.evaluate((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
      )
      .toBe(true);
  });
});
