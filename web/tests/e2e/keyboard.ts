import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The focused element as its accessibility tree shows it: role and accessible name. */
export type TFocus = { role: string; name: string };

const POLL = { timeout: 10_000 };

/**
 * What has focus, read from Playwright's accessibility snapshot of the focused element
 * (`- button "Reveal API key"`), so a test asserts what a screen reader would announce.
 */
export async function focusOf(page: Page): Promise<TFocus> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return { role: 'none', name: '' };
  let firstLine = ((await focused.first().ariaSnapshot()).split('\n')[0] ?? '').replace(/^- /, '');
  // YAML quotes a line holding ': ' (`- 'button "Language: English"'`).
  if (firstLine.startsWith("'")) firstLine = firstLine.slice(1, firstLine.lastIndexOf("'")).replace(/''/g, "'");
  const match = /^(\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(firstLine);
  return { role: match?.[1] ?? firstLine, name: (match?.[2] ?? '').replace(/\\(.)/g, '$1') };
}

function isMatch(focus: TFocus, role: string, name: string | RegExp): boolean {
  return focus.role === role && (typeof name === 'string' ? focus.name === name : name.test(focus.name));
}

/** Waits until the focused element has this role and accessible name (exact, or matching the pattern). */
export async function expectFocus(page: Page, role: string, name: string | RegExp = ''): Promise<void> {
  await expect
    .poll(async () => {
      const focus = await focusOf(page);
      return isMatch(focus, role, name) ? 'ok' : `focus on ${focus.role} "${focus.name}"`;
    }, POLL)
    .toBe('ok');
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus is on the element with this role and name, and fails
 * if it takes more than `maxPresses`: the journey to it exists without a mouse.
 */
export async function pressUntilFocused(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  role: string,
  name: string | RegExp,
  maxPresses = 40,
): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    if (isMatch(focus, role, name)) return;
    seen.push(`${focus.role} "${focus.name}"`);
  }
  throw new Error(`${key} ×${maxPresses} never reached ${role} "${String(name)}"; went through: ${seen.join(', ')}`);
}

/** The focused element's aria-invalid and the text of what aria-describedby points at. */
export async function focusedFieldState(page: Page): Promise<{ isInvalid: boolean; description: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const ids = element?.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
    return {
      isInvalid: element?.getAttribute('aria-invalid') === 'true',
      description: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '),
    };
  });
}

/** The text of the toasts' polite live region (role=status), where async results are announced. */
export async function expectAnnounced(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await page.getByTestId('toast-status').textContent()) ?? '', POLL).toContain(text);
}
