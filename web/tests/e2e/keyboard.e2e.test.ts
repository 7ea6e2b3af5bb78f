import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readActivationPath, uniqueEmail } from './activation-mail';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages } from './browser';
import { expectAnnounced, expectFocus, focusedFieldState, pressUntilFocused } from './keyboard';

const POLL = { timeout: 10_000 };
const PASSWORD = 'secret123';

async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/**
 * Every step below uses only page.keyboard: Tab, Shift+Tab, Enter, Space, the arrow keys, Escape
 * and typing into fields. The one exception is the e-mail: the activation link is opened by
 * navigating, as a mail client would.
 */
describe('keyboard only', () => {
  const { open } = useTrackedPages();

  it('registers, activates, logs in, reveals and copies the key, edits the whitelist, switches to Vietnamese and logs out', async () => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const email = uniqueEmail('keyboard');

    // Home → Start Free Trial in the header.
    await gotoHydrated(page, '/?lang=en');
    await pressUntilFocused(page, 'Tab', 'link', 'Start Free Trial', 25);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/auth/register');
    await expectFocus(page, 'textbox', 'Email');

    // Submitting the empty form focuses the first invalid field, marked and described by its error.
    await pressUntilFocused(page, 'Tab', 'button', 'Create account', 5);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'textbox', 'Email');
    expect(await focusedFieldState(page)).toEqual({ isInvalid: true, description: 'This field is required' });

    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectFocus(page, 'textbox', 'Password');
    await page.keyboard.type(PASSWORD);
    // The show-password toggle keeps its name and says its state with aria-pressed.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Show password');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('.field__toggle').getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Password' }).getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, 'textbox', 'Password');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/auth/confirm');
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    // The page that replaced the form starts at its main landmark, not on a button that is gone.
    await expectFocus(page, 'main');

    // The e-mail: its link is opened in a mail client's own browser, which it signs in.
    const mailClient = await open();
    await gotoHydrated(mailClient.page, await readActivationPath(email));
    await mailClient.page.getByRole('heading', { name: 'Your account is active' }).waitFor();

    // Log in from the header.
    await pressUntilFocused(page, 'Shift+Tab', 'link', 'Log in', 15);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/auth/login');
    await expectFocus(page, 'textbox', 'Email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectFocus(page, 'textbox', 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/user/accountSettings');
    await expectFocus(page, 'main');

    // Reveal the key: focus stays on the button, now offering to hide it.
    const keyValue = page.getByTestId('api-key-value');
    const masked = (await keyValue.textContent())!.trim();
    await pressUntilFocused(page, 'Tab', 'button', 'Reveal API key', 25);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await keyValue.textContent())?.trim(), POLL).not.toBe(masked);
    await expectFocus(page, 'button', 'Hide API key');
    const apiKey = (await keyValue.textContent())!.trim();

    // Copy with Space: the clipboard holds the key and the result is announced.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Copy API key');
    await page.keyboard.press('Space');
    await expectAnnounced(page, 'API key copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    await expectFocus(page, 'button', /^Cop(y|ied) API key$/);

    // Whitelist: Enter in the field adds; the field keeps focus for the next address.
    const count = page.getByTestId('ip-count');
    await pressUntilFocused(page, 'Tab', 'textbox', 'IP address or CIDR range', 5);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'textbox', 'IP address or CIDR range');
    expect(await focusedFieldState(page)).toEqual({ isInvalid: true, description: 'This field is required' });
    for (const [index, entry] of ['203.0.113.7', '198.51.100.0/24'].entries()) {
      await page.keyboard.type(entry);
      await page.keyboard.press('Enter');
      await expect.poll(() => count.textContent(), POLL).toBe(`${index + 1} / 20`);
      await expectAnnounced(page, `${entry} added`);
      await expectFocus(page, 'textbox', 'IP address or CIDR range');
    }

    // Removing an entry moves focus to the next entry's remove button, the last one to the field.
    await pressUntilFocused(page, 'Tab', 'button', 'Remove 203.0.113.7', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => count.textContent(), POLL).toBe('1 / 20');
    await expectAnnounced(page, '203.0.113.7 removed');
    await expectFocus(page, 'button', 'Remove 198.51.100.0/24');
    await page.keyboard.press('Space');
    await expect.poll(() => count.textContent(), POLL).toBe('0 / 20');
    await expectAnnounced(page, '198.51.100.0/24 removed');
    await expectFocus(page, 'textbox', 'IP address or CIDR range');

    // Language menu: Escape closes it onto its button; the arrow keys move through the languages.
    await pressUntilFocused(page, 'Shift+Tab', 'button', 'Language: English', 30);
    await page.keyboard.press('Enter');
    await expect.poll(() => languageButtonExpanded(page), POLL).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => languageButtonExpanded(page), POLL).toBe('false');
    await expectFocus(page, 'button', 'Language: English');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'button', 'English');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'button', 'Tiếng Việt');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Khóa API' }).waitFor();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

    // Log out from the account menu: ArrowUp from its button reaches the last item.
    await pressUntilFocused(page, 'Tab', 'button', email, 25);
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, 'button', 'Đăng xuất');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await page.locator('.site-header__actions').getByRole('link', { name: 'Đăng nhập', exact: true }).waitFor();
    await expectFocus(page, 'main');
  });

  it('works the product menu, the docs tree and the FAQ search', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/?lang=en');
    const football = page.locator('.site-nav').getByRole('button', { name: 'Football' });

    // Menu button: Enter opens, arrows move among the items, Escape closes onto the button.
    await pressUntilFocused(page, 'Tab', 'button', 'Football', 10);
    await page.keyboard.press('Enter');
    expect(await football.getAttribute('aria-expanded')).toBe('true');
    expect(await football.getAttribute('aria-controls')).toBe('nav-menu-football');
    await page.keyboard.press('ArrowDown');
    const items = page.locator('#nav-menu-football a');
    await expect.poll(() => isFocused(items.first()), POLL).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(items.nth(1)), POLL).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(items.first()), POLL).toBe(true);
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button', 'Football');
    expect(await football.getAttribute('aria-expanded')).toBe('false');
    // Tab moves on past an open menu's items and the menu closes behind it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(items.first()), POLL).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => football.getAttribute('aria-expanded'), POLL).toBe('false');

    // Docs tree: categories are buttons that Enter and Space open and close; documents are links.
    await gotoHydrated(page, '/docs?lang=en');
    const toggle = page.locator('.doc-tree__toggle').first();
    const category = ((await toggle.textContent()) ?? '').trim();
    await pressUntilFocused(page, 'Tab', 'button', category, 40);
    const wasExpanded = await toggle.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).not.toBe(wasExpanded);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe(wasExpanded);
    if (wasExpanded !== 'true') await page.keyboard.press('Enter');
    const documentId = await page
      .locator('.doc-tree a[data-document-id]:not([aria-current])')
      .filter({ visible: true })
      .first()
      .getAttribute('data-document-id');
    const next = page.locator(`.doc-tree a[data-document-id="${documentId}"]`);
    const documentName = ((await next.locator('.doc-tree__document-name').textContent()) ?? '').trim();
    await pressUntilFocused(page, 'Tab', 'link', new RegExp(`^${escapeRegExp(documentName)}`), 40);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('id') === documentId);
    // The same page with another document: focus stays on the chosen link.
    await expect.poll(() => isFocused(next), POLL).toBe(true);

    // FAQ search: type, Enter, then Tab to a result.
    const { list } = await callApi<{ list: { question: string }[] }>('/api/faq/searchFaq', {
      status: 1,
      page: { offset: 0, limit: 1 },
      lang: 'en',
    });
    const word = (list[0]?.question ?? '').split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part));
    expect(word, 'a word of a real FAQ question').toBeDefined();
    await gotoHydrated(page, '/faq?lang=en');
    await pressUntilFocused(page, 'Tab', 'searchbox', 'Search the FAQ', 30);
    await page.keyboard.type(word!);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/faq/search' && url.searchParams.get('q') === word);
    const result = page.locator('.faq-list__link').first();
    await result.waitFor();
    // The outcome is in a status region that stays on the page for the next search.
    expect(await page.locator('.faq-body [role="status"]').textContent()).toMatch(/\d+ results? for/);
    const question = ((await result.textContent()) ?? '').trim();
    await pressUntilFocused(page, 'Tab', 'link', question, 30);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/faq\/article\/\d+$/);
    await page.getByRole('heading', { level: 1, name: question, exact: true }).waitFor();
  });

  it("announces a copy button's result", async () => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await gotoHydrated(page, '/?lang=en');
    await pressUntilFocused(page, 'Tab', 'button', 'Copy code', 120);
    await page.keyboard.press('Space');
    await expectAnnounced(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('fetch');
    await expectFocus(page, 'button', 'Copy code');
  });

  it('opens the mobile drawer with focus inside, keeps it there and closes on Escape', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/?lang=en');
    const drawer = page.locator('#mobile-drawer');
    const isInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));

    await pressUntilFocused(page, 'Tab', 'button', 'Open menu', 10);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    await expect.poll(isInDrawer, POLL).toBe(true);

    // Shift+Tab from the first item reaches the menu button, then wraps to the drawer's last item.
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, 'button', 'Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(await isInDrawer()).toBe(true);
    await expectFocus(page, 'link', 'Start Free Trial');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Close menu');
    // Going forward through every item also comes back round to the menu button.
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (!(await isInDrawer())) break;
    }
    await expectFocus(page, 'button', 'Close menu');

    // A product group (a <details>) opens with Enter; its links join the cycle.
    const group = drawer.locator('details').first();
    for (let presses = 0; presses < 5 && !(await isFocused(group.locator('summary'))); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await isFocused(group.locator('summary'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => group.evaluate((details) => details.hasAttribute('open')), POLL).toBe(true);
    await page.keyboard.press('Tab');
    expect(await group.evaluate((details) => details.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocus(page, 'button', 'Open menu');
    expect(await page.locator('.site-header__burger').getAttribute('aria-expanded')).toBe('false');
  });
});

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function languageButtonExpanded(page: Page) {
  return page.locator('.site-header__actions .lang-trigger').getAttribute('aria-expanded');
}
