import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TRouteData } from '~/lib/api/api-request';
import { readActivationPath, uniqueEmail } from './activation-mail';
import { callApi, gotoHydrated, useTrackedPages } from './browser';

const PASSWORD = 'secret123';
// English texts of the API (resultInfo) that a Vietnamese page must never show.
const ENGLISH_SERVER_TEXTS = ['incorrect password', 'email unregistered', 'email registered', 'User not found'];

async function pageText(page: Page): Promise<string> {
  return (await page.locator('body').textContent()) ?? '';
}

async function expectNoEnglishServerText(page: Page) {
  const text = await pageText(page);
  for (const english of ENGLISH_SERVER_TEXTS) expect(text).not.toContain(english);
}

async function logIn(page: Page, email: string, password: string) {
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form.auth-form button[type="submit"]').click();
}

describe('Vietnamese: server texts, seeded content and the free-trial promise', () => {
  const { open } = useTrackedPages();

  it('shows the errors of a log-in in Vietnamese: wrong password, unknown email', async () => {
    const email = uniqueEmail('vi-login');
    await callApi('/api/auth/register', { email, password: PASSWORD, lang: 'vi' });
    const { page, expectedConsoleErrors } = await open({ locale: 'vi-VN' });
    // The refused log-ins answer 401 and 404; Chromium logs those responses.
    expectedConsoleErrors.push(/Failed to load resource: .*\b(401|404)\b/);
    await gotoHydrated(page, '/auth/login?lang=vi');

    await logIn(page, email, 'wrong-password');
    await page.locator('.field__error', { hasText: 'Mật khẩu không đúng' }).waitFor();
    await expectNoEnglishServerText(page);

    await logIn(page, uniqueEmail('vi-nobody'), PASSWORD);
    await page.locator('.field__error', { hasText: 'E-mail chưa được đăng ký' }).waitFor();
    await expectNoEnglishServerText(page);
  });

  it('shows the FAQ popular searches and the partner links in Vietnamese', async () => {
    const { list } = await callApi<TRouteData<'POST /api/link/getLinks'>>('/api/link/getLinks?lang=vi', {});
    const names = list.map((link) => link.webName);
    expect(names).toContain('Cộng đồng nhà phát triển');

    const { page } = await open({ locale: 'vi-VN' });
    await gotoHydrated(page, '/faq?lang=vi');
    expect(await page.locator('.faq-keywords__label').textContent()).toBe('Tìm kiếm phổ biến');
    expect(await page.locator('.faq-keywords a').allTextContents()).toEqual([
      'khóa API',
      'danh sách IP',
      'dùng thử miễn phí',
      'tỷ lệ kèo',
      'tỷ số trực tiếp',
    ]);
    expect(await page.locator('.site-footer__partners-list a').allTextContents()).toEqual(names);

    // The same page in English keeps the English seed.
    await gotoHydrated(page, '/faq?lang=en');
    expect(await page.locator('.faq-keywords a').first().textContent()).toBe('API key');
    expect(await page.locator('.site-footer__partners-list a').allTextContents()).toContain('Developer Community');
  });

  it('promises 15 days, 200 calls a day per sport, all leagues and a 2-minute delay on /auth/register, and links the terms', async () => {
    const { page } = await open({ locale: 'vi-VN' });
    await gotoHydrated(page, '/auth/register?lang=en');
    const englishPromise = (await page.locator('.auth-card__subtitle').textContent()) ?? '';
    for (const part of [
      'Free for 15 days',
      '200 calls per day for each sport',
      'all leagues',
      'delayed by 2 minutes',
    ]) {
      expect(englishPromise).toContain(part);
    }

    await gotoHydrated(page, '/auth/register?lang=vi');
    const vietnamesePromise = (await page.locator('.auth-card__subtitle').textContent()) ?? '';
    for (const part of ['Miễn phí 15 ngày', '200 lượt gọi mỗi ngày cho mỗi môn', 'mọi giải đấu', 'trễ 2 phút']) {
      expect(vietnamesePromise).toContain(part);
    }
    const form = page.locator('form.auth-form');
    const terms = form.getByRole('link', { name: 'điều khoản dịch vụ' });
    const privacy = form.getByRole('link', { name: 'chính sách quyền riêng tư' });
    expect(await terms.getAttribute('href')).toBe('/home/terms?lang=vi');
    expect(await privacy.getAttribute('href')).toBe('/home/privacy?lang=vi');
    // The first click works although it leaves the (auto-focused, empty) e-mail field.
    await Promise.all([page.waitForURL((url) => url.pathname === '/home/terms', { timeout: 10_000 }), terms.click()]);
    await gotoHydrated(page, '/auth/register?lang=vi');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/home/privacy', { timeout: 10_000 }),
      privacy.click(),
    ]);
  });

  it('lists the free-trial promises on /auth/freetrial, and refuses a registered address in Vietnamese', async () => {
    const email = uniqueEmail('vi-trial');
    await callApi('/api/auth/register', { email, password: PASSWORD, lang: 'vi' });
    const { page } = await open({ locale: 'vi-VN' });
    await gotoHydrated(page, await readActivationPath(email));
    await page.getByRole('heading', { name: 'Tài khoản của bạn đã được kích hoạt' }).waitFor();

    // The terms come from the billing service (its trial days follow the catalogue's freeTrialDays).
    await gotoHydrated(page, '/auth/freetrial?lang=vi');
    await page.getByRole('heading', { level: 1, name: 'Bắt đầu dùng thử miễn phí' }).waitFor();
    const viTerms = await page.locator('.trial-terms li').allTextContents();
    expect(viTerms[0]).toMatch(/^\d+ ngày sử dụng$/);
    expect(viTerms.slice(1)).toEqual([
      '200 lượt gọi mỗi ngày cho mỗi môn',
      'Bao gồm mọi giải đấu',
      'Dữ liệu trễ 2 phút',
      'Không cần thẻ',
    ]);
    expect(await page.getByRole('button', { name: 'Dùng thử Bóng đá' }).isVisible()).toBe(true);
    await gotoHydrated(page, '/auth/freetrial?lang=en');
    const enTerms = await page.locator('.trial-terms li').allTextContents();
    expect(enTerms[0]).toMatch(/^\d+ days of access$/);
    expect(enTerms.slice(1)).toEqual([
      '200 calls per day for each sport',
      'All leagues included',
      'Data delayed by 2 minutes',
      'No card required',
    ]);

    // Registering the same (now active) address again: the service's 'email registered', in Vietnamese.
    const visitor = await open({ locale: 'vi-VN' });
    visitor.expectedConsoleErrors.push(/Failed to load resource: .*\b409\b/);
    await gotoHydrated(visitor.page, '/auth/register?lang=vi');
    await visitor.page.locator('input[autocomplete="email"]').fill(email);
    await visitor.page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
    await visitor.page.locator('form.auth-form button[type="submit"]').click();
    await visitor.page.locator('.field__error', { hasText: 'E-mail đã được đăng ký' }).waitFor();
    await expectNoEnglishServerText(visitor.page);
  });
});
