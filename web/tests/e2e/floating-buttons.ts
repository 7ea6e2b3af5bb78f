import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Where the floating buttons (support, contact, go-to-top) sit on a phone, and what they would
 * cover: for the visual accessibility checks (nothing a user needs may sit under them).
 */

type TBox = { x: number; y: number; width: number; height: number };
type TLabelledBox = TBox & { label: string };

/** The visible floating buttons' boxes (support, contact, and go-to-top once shown). */
export function floatingButtonBoxes(page: Page): Promise<TLabelledBox[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.floating-button, .go-to-top--visible')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height, label: element.getAttribute('aria-label') ?? element.className };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

/** Visible controls, headings and `extra` selectors inside the viewport, outside the floating region. */
function contentBoxes(page: Page, extra: string[] = []): Promise<TLabelledBox[]> {
  return page.evaluate((extraSelectors) => {
    const selector = ['a[href]', 'button', 'input', 'select', 'textarea', 'h1', 'h2', 'h3', ...extraSelectors].join(
      ',',
    );
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('.floating-actions, .go-to-top, .floating-region'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { x, y, width, height, label: `${element.tagName.toLowerCase()}.${element.className} "${name}"` };
      })
      .filter((box) => box.width > 0 && box.height > 0 && box.y < window.innerHeight && box.y + box.height > 0);
  }, extra);
}

export function overlaps(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function coveredByFloatingButtons(page: Page, extra: string[] = []): Promise<string[]> {
  const buttons = await floatingButtonBoxes(page);
  const content = await contentBoxes(page, extra);
  return content.flatMap((box) =>
    buttons.filter((button) => overlaps(box, button)).map((button) => `${box.label} under ${button.label}`),
  );
}

/** Waits until the floating buttons show or hide for the current scroll position (and have faded). */
export async function settleFloatingButtons(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          window.scrollY > 300 ===
          !document.querySelector('.floating-actions')!.classList.contains('floating-actions--resting'),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(250);
}

/**
 * Scrolls the page from the top in steps while `selector` is on screen and answers every position at
 * which a visible floating button covers it (the buttons follow the scroll position, so each step
 * waits for them to settle).
 */
export async function sweepForCover(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  const { top, bottom, maxScroll } = await page.evaluate((target) => {
    const box = document.querySelector(target)!.getBoundingClientRect();
    const scrolled = window.scrollY;
    return {
      top: box.top + scrolled,
      bottom: box.bottom + scrolled,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    };
  }, selector);
  const first = Math.max(0, Math.floor(top - (page.viewportSize()?.height ?? 0)));
  const last = Math.min(maxScroll, Math.ceil(bottom));
  for (let y = first; y <= last; y += 60) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await settleFloatingButtons(page);
    const target = await page.locator(selector).first().boundingBox();
    for (const button of await floatingButtonBoxes(page)) {
      if (target && overlaps(target, button)) found.push(`at ${y} px: ${selector} under ${button.label}`);
    }
  }
  return found;
}
