/**
 * The back office's staff sign-in (docs/decisions/0019): /admin sends a visitor to /admin/login
 * and back, the seeded staff member signs in and sees who they are and what they may do, wrong
 * credentials are told without saying who is staff, the pages are never indexed, pass axe and fit
 * a phone, Vietnamese is offered, and signing out ends the session.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, useTrackedPages } from './browser';
import { findOverflow, runAxe } from './page-audits';

/** The demo staff member npm start and npm test seed (DEMO_STAFF_PASSWORD's development value). */
const staff = { email: 'support@matchwire.io', password: 'matchwire-dev-staff-password' };

describe('staff sign-in and the back office', () => {
  const { open } = useTrackedPages();

  it('signs the staff member in from /admin and back, shows who they are, and signs out', async () => {
    const { page, expectedConsoleErrors } = await open();
    // The wrong password below is refused with HTTP 401; Chromium logs that response.
    expectedConsoleErrors.push(/Failed to load resource: .*\b401\b/);

    await gotoHydrated(page, '/admin?lang=en');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // No customer site chrome: neither the navigation bar nor the footer.
    expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Work e-mail' }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/admin'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Support' }).waitFor();
    expect(await page.getByText('Signed in as Support').isVisible()).toBe(true);
    expect(await page.getByRole('listitem').allTextContents()).toContain('Reply to customers and add remarks');
    const cookie = (await page.context().cookies()).find((each) => each.name === 'staff_jwt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await page.context().cookies()).map((each) => each.name)).not.toContain('jwt');
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: '.local/admin-home-1280.png', fullPage: true });

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await findOverflow(page)).toEqual([]);
    await page.screenshot({ path: '.local/admin-home-360.png', fullPage: true });

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/admin/login'),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    await gotoHydrated(page, '/admin?lang=en');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('offers the sign-in in Vietnamese and fits a phone', async () => {
    const { page } = await open({ viewport: { width: 360, height: 740 } });
    await gotoHydrated(page, '/admin/login?lang=vi');
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập nhân viên' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await findOverflow(page)).toEqual([]);
    await page.screenshot({ path: '.local/admin-login-vi-360.png', fullPage: true });
  });
});
