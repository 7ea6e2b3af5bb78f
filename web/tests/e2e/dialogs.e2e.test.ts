import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './activation-mail';
import { gotoHydrated, useTrackedPages } from './browser';
import { expectAnnounced, expectFocus, focusOf, pressUntilFocused, type TFocus } from './keyboard';

const POLL = { timeout: 10_000 };

function isInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * The behaviour every dialog owes a keyboard user: it opens modal with focus inside, Tab and
 * Shift+Tab cycle through its controls without leaving it, Escape closes it and focus returns to
 * `opener`. Answers the controls in Tab order.
 */
async function expectDialogKeyboardContract(page: Page, dialog: Locator, opener: TFocus): Promise<TFocus[]> {
  await dialog.waitFor({ timeout: 5000 });
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
  await expect.poll(() => isInside(dialog), POLL).toBe(true);

  // Forward: every press stays inside and the cycle comes back to where it started.
  const start = await focusOf(page);
  const cycle = [start];
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Tab');
    expect(await isInside(dialog), 'Tab stays in the dialog').toBe(true);
    const focus = await focusOf(page);
    if (focus.role === start.role && focus.name === start.name) break;
    cycle.push(focus);
  }
  expect(await focusOf(page)).toEqual(start);
  expect(cycle.length).toBeGreaterThan(1);

  // Backward: the same controls in reverse order.
  for (const expected of [...cycle.slice(1).reverse(), start]) {
    await page.keyboard.press('Shift+Tab');
    expect(await isInside(dialog), 'Shift+Tab stays in the dialog').toBe(true);
    expect(await focusOf(page)).toEqual(expected);
  }

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 5000 });
  await expectFocus(page, opener.role, opener.name);
  return cycle;
}

describe('dialogs by keyboard', () => {
  const { open } = useTrackedPages();

  // SPEC 5: every form with an e-mail field asks 'Confirm your email' before sending a Gmail typo.
  const typoForms = [
    { path: '/auth/register?lang=en', hasPassword: true },
    { path: '/auth/login?lang=en', hasPassword: true },
    { path: '/setting/resendPasswordEmail?lang=en', hasPassword: false },
    { path: '/auth/activate?lang=en', hasPassword: false },
  ];

  for (const form of typoForms) {
    it(`'Confirm your email' on ${form.path.split('?')[0]} traps focus, closes on Escape and gives it back`, async () => {
      const { page } = await open();
      await gotoHydrated(page, form.path);
      // Most of these pages focus their first field themselves; the others are a few Tabs away.
      const first = await focusOf(page);
      if (first.role !== 'textbox' || first.name !== 'Email')
        await pressUntilFocused(page, 'Tab', 'textbox', 'Email', 30);
      await page.keyboard.type('someone@gmil.com');
      if (form.hasPassword) {
        // Past the Gmail prompt's 'correct it' button, which the keyboard reaches too.
        await pressUntilFocused(page, 'Tab', 'textbox', 'Password', 3);
        await page.keyboard.type('secret123');
      }
      const opener = await focusOf(page);
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
      const cycle = await expectDialogKeyboardContract(page, dialog, opener);
      expect(cycle.map((focus) => focus.name)).toEqual(['Keep someone@gmil.com', 'Use someone@gmail.com']);
      expect(new URL(page.url()).pathname).toBe(form.path.split('?')[0]);
    });
  }

  it('the API key regenerate confirmation traps focus, closes on Escape and confirms with Enter', async () => {
    const { page } = await open();
    await signUpInBrowser(page, 'dialogs');
    await gotoHydrated(page, '/user/accountSettings?lang=en');

    const keyValue = page.getByTestId('api-key-value');
    const masked = (await keyValue.textContent())!.trim();
    await pressUntilFocused(page, 'Tab', 'button', 'Regenerate', 40);
    const opener = await focusOf(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Regenerate your API key?' });
    const cycle = await expectDialogKeyboardContract(page, dialog, opener);
    // The least destructive action takes focus first.
    expect(cycle.map((focus) => focus.name)).toEqual(['Cancel', 'Regenerate key']);
    expect((await keyValue.textContent())!.trim()).toBe(masked);

    // Space opens it again; confirming closes it, shows the new key and focuses the opener again.
    await page.keyboard.press('Space');
    await dialog.waitFor({ timeout: 5000 });
    await expectFocus(page, 'button', 'Cancel');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Regenerate key');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    await expectAnnounced(page, 'New API key created. Update your applications.');
    await expect.poll(async () => (await keyValue.textContent())?.trim(), POLL).not.toBe(masked);
    await expectFocus(page, opener.role, opener.name);
  });
});
