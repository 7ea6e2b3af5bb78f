import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readActivationPath, uniqueEmail } from './activation-mail';
import { BASE_URL, gotoHydrated, useTrackedPages } from './browser';

const POLL = { timeout: 10_000 };

async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

describe('accounts: registration, activation, API key console, log-out', () => {
  const { open } = useTrackedPages();

  it('registers, activates from the e-mail, manages the key and IP whitelist, switches language, logs out', async () => {
    const { page, expectedConsoleErrors } = await open();
    // The duplicate IP below is refused by the service with HTTP 400; Chromium logs that response.
    expectedConsoleErrors.push(/Failed to load resource: .*\b400\b.*\/api\/user\/ipWhitelist\/add/);
    const email = uniqueEmail('register');

    // Visitors reach registration from the navigation's Start Free Trial.
    await gotoHydrated(page, '/?lang=en');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/auth/register'),
      page.locator('.site-header__actions').getByRole('link', { name: 'Start Free Trial' }).click(),
    ]);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/auth/confirm'),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    // SPEC 9: another e-mail only after 2 minutes, with a visible countdown.
    expect(await page.getByTestId('resend-countdown').textContent()).toMatch(/in [12]:\d\d/);

    const activationPath = await readActivationPath(email);
    await gotoHydrated(page, activationPath);
    await page.getByRole('heading', { name: 'Your account is active' }).waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/user/accountSettings'),
      page.getByRole('link', { name: 'Go to your API key' }).click(),
    ]);
    // Logged in: the navigation shows the account menu with the address.
    await page.locator('#nav-menu-account').locator('..').getByRole('button', { name: email }).waitFor();

    const keyValue = page.getByTestId('api-key-value');
    await expect.poll(async () => (await keyValue.textContent())?.trim().length ?? 0, POLL).toBeGreaterThan(4);
    const masked = (await keyValue.textContent())!.trim();
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect.poll(async () => (await keyValue.textContent())?.trim(), POLL).not.toBe(masked);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(async () => (await keyValue.textContent())?.trim(), POLL).toBe(masked);

    // IP whitelist: a bad entry is refused in the browser, a good one is added, a duplicate is refused by the service.
    const ipField = page.getByLabel('IP address or CIDR range');
    const count = page.getByTestId('ip-count');
    expect(await count.textContent()).toBe('0 / 20');
    await ipField.fill('300.1.2.3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Enter an IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24').waitFor();
    expect(await count.textContent()).toBe('0 / 20');
    await ipField.fill('203.0.113.0/24');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => count.textContent(), POLL).toBe('1 / 20');
    expect(await page.getByTestId('ip-list').textContent()).toContain('203.0.113.0/24');
    await ipField.fill('203.0.113.0/24');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('.field__error', { hasText: 'Already in the whitelist' }).waitFor();
    expect(await count.textContent()).toBe('1 / 20');

    // Vietnamese console texts after switching language.
    await page.locator('.site-header__actions .lang-trigger').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/user/accountSettings' && !url.searchParams.has('lang')),
      page.locator('#nav-menu-language button[data-lang="vi"]').click(),
    ]);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Khóa API' }).waitFor();
    expect(await page.locator('.console__sidebar').getByRole('link', { name: 'Hồ sơ' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Danh sách IP cho phép' }).isVisible()).toBe(true);

    // Log out from a login-required page: home, logged out.
    await page.locator('.site-header__actions').getByRole('button', { name: email }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.locator('#nav-menu-account').getByRole('button', { name: 'Đăng xuất' }).click(),
    ]);
    await page.locator('.site-header__actions').getByRole('link', { name: 'Đăng nhập', exact: true }).waitFor();

    // And the console is closed again.
    await gotoHydrated(page, '/user/profile');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it("prompts for a misspelt Gmail address and corrects it with 'correct it'", async () => {
    const { page } = await open();
    await gotoHydrated(page, '/auth/register?lang=en');
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await emailField.fill('someone@gmal.com');
    const prompt = page.getByTestId('gmail-typo');
    await prompt.waitFor();
    expect((await prompt.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Is it a Gmail? If so, please correct it');
    await prompt.getByRole('button', { name: 'correct it' }).click();
    expect(await emailField.inputValue()).toBe('someone@gmail.com');
    await prompt.waitFor({ state: 'detached' });

    // Submitting an unfixed typo asks 'Confirm your email' first; Escape goes back to the form.
    await emailField.fill('someone-else@gmil.com');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Use someone-else@gmail.com' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/auth/register');
  });

  it('validates on blur and on Enter with the SPEC 5 texts', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/auth/login?lang=en');
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await emailField.focus();
    await emailField.blur();
    await page.getByText('This field is required').waitFor();
    await emailField.fill('not-an-email');
    await emailField.press('Enter');
    await page.getByText('Invalid email').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    await gotoHydrated(page, '/auth/register?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('12345');
    await password.blur();
    await page.getByText('At least 6 characters').waitFor();
    await password.fill('1234567890123456789');
    await password.press('Enter');
    await page.getByText('No more than 18 characters').waitFor();
    await password.fill('has space');
    await password.blur();
    await page.getByText('Invalid password').waitFor();
  });

  it('sends a visitor on a login-required page to the login page', async () => {
    const response = await fetch(`${BASE_URL}/user/profile?tab=1`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?redirect=%2Fuser%2Fprofile%3Ftab%3D1&lang=en');

    const { page } = await open();
    await gotoHydrated(page, '/user/profile');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/profile');
  });
});
