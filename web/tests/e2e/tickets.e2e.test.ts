import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, useTrackedPages } from './browser';
import { checkStructure, findOverflow, runAxe } from './page-audits';

const POLL = { timeout: 15_000, interval: 200 };
const TEST_TIMEOUT_MS = 60_000;
const VISITOR_DRAFT = 'matchwire.ticket-draft.visitor';
/** The demo staff member npm test seeds (DEMO_STAFF_PASSWORD's development value). */
const STAFF = { email: 'support@matchwire.io', password: 'matchwire-dev-staff-password' };

/** What axe, the structure checks and the reflow check find on the page as it is now (none expected). */
async function audit(page: Page, lang: string): Promise<string[]> {
  const findings = [...(await runAxe(page)), ...(await checkStructure(page, lang)), ...(await findOverflow(page))];
  return findings.map((found) => `${page.url()} [${found.rule}] ${found.help}: ${found.targets.join(', ')}`);
}

function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

describe('support tickets: the popup, /user/tickets, a ticket and the direct view', () => {
  const { open } = useTrackedPages();
  let customer: BrowserSession;
  let customerEmail: string;

  beforeAll(async () => {
    customerEmail = uniqueEmail('tickets');
    customer = await registerAndActivate(customerEmail, newVisitor());
  });

  it(
    'a visitor writes a ticket from the floating button (desktop, en): checks, draft, code and direct view',
    async () => {
      const { page, expectedConsoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
      // Chromium logs the 404 answer of a code that names no ticket.
      expectedConsoleErrors.push(/status of 404/);
      await gotoHydrated(page, '/faq?lang=en');
      await page.getByRole('button', { name: 'Contact us' }).click();
      const popup = page.getByRole('dialog', { name: 'Contact us' });
      await popup.waitFor();

      // The nudge to sign in first, with the page's language on both links.
      await popup.getByText("Log in before enquiring, and you won't miss our reply!").waitFor();
      expect(await popup.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login?lang=en');
      expect(await popup.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/register?lang=en');
      // The default type is chosen once the list arrives; a visitor has no urgency to choose.
      const type = popup.getByLabel('Type');
      await expect.poll(() => type.inputValue(), POLL).not.toBe('');
      expect(await popup.getByLabel('Urgency').count()).toBe(0);
      expect(await audit(page, 'en')).toEqual([]);

      // Nothing filled in: the toast of SPEC 5 and each field's error, the first one focused.
      await popup.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Please fill in the form').waitFor();
      expect(await popup.getByText('This field is required').count()).toBe(3);
      const name = popup.getByLabel('Name');
      await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);

      // A wrong address: the toast says what is wrong with it.
      await name.fill('Lan Visitor');
      await popup.getByLabel('Email').fill('lan@example');
      await popup.getByLabel('Message', { exact: true }).fill('Short');
      await popup.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Invalid email').waitFor();
      await popup.getByText('At least 10 characters').waitFor();

      // The draft survives closing the popup and comes back when it opens again.
      const message = 'Hello <b>team</b>,\nplease see https://example.com/match?id=7 and javascript:alert(1)';
      const email = uniqueEmail('ticket-visitor');
      await popup.getByLabel('Email').fill(email);
      await popup.getByLabel('Message', { exact: true }).fill(message);
      await popup.getByText(`${message.length} / 10000`).waitFor();
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Contact us' }).click();
      await popup.waitFor();
      expect(await popup.getByLabel('Message', { exact: true }).inputValue()).toBe(message);
      expect(await popup.getByLabel('Email').inputValue()).toBe(email);

      await popup.getByRole('button', { name: 'Submit' }).click();
      const success = page.getByRole('dialog', { name: 'Ticket submitted' });
      await success.waitFor();
      const code = (await success.locator('code').textContent()) ?? '';
      expect(code).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), VISITOR_DRAFT)).toBeNull();
      const link = success.getByRole('link', { name: 'View your ticket' });
      expect(await link.getAttribute('href')).toBe(`/ticket/direct_view?ticketCode=${code}&lang=en`);

      // The direct view: the message as written, escaped, with its lines and its http(s) link only.
      await link.click();
      await page.waitForURL((url) => url.pathname === '/ticket/direct_view');
      await page.getByRole('heading', { level: 1, name: `Ticket ${code}` }).waitFor();
      const text = page.locator('.ticket-message__text').first();
      expect(await text.textContent()).toBe(message.replace('\n', ''));
      expect(await text.locator('b').count()).toBe(0);
      expect(await text.locator('br').count()).toBe(1);
      expect(
        await text
          .locator('a')
          .evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')])),
      ).toEqual([['https://example.com/match?id=7', 'noopener noreferrer nofollow']]);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await audit(page, 'en')).toEqual([]);

      // A code that names no ticket is the 404 page.
      const wrong = await page.goto(`${BASE_URL}/ticket/direct_view?ticketCode=${'A'.repeat(22)}&lang=en`);
      expect(wrong?.status()).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a customer on a phone (390 px, vi) opens, reads, replies to and closes a ticket',
    async () => {
      const tracked = await open({ viewport: { width: 390, height: 844 } });
      const { page, context, expectedConsoleErrors } = tracked;
      expectedConsoleErrors.push(/status of 404/);
      await context.addCookies([...customer.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));

      await gotoHydrated(page, '/user/tickets?lang=vi');
      await page.getByRole('heading', { level: 1, name: 'Yêu cầu hỗ trợ' }).waitFor();
      await page.getByRole('heading', { name: 'Chưa có yêu cầu nào' }).waitFor();
      expect(
        await page
          .locator('.console__sidebar')
          .getByRole('link', { name: 'Yêu cầu hỗ trợ' })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await audit(page, 'vi')).toEqual([]);

      // A customer's address is the account's, shown read-only.
      await page.getByRole('button', { name: 'Yêu cầu mới' }).click();
      const popup = page.getByRole('dialog', { name: 'Liên hệ với chúng tôi' });
      await popup.waitFor();
      expect(await popup.getByLabel('E-mail').inputValue()).toBe(customerEmail);
      expect(await popup.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
      expect(await popup.getByText('Hãy đăng nhập trước khi gửi yêu cầu').count()).toBe(0);
      await popup.getByLabel('Tên').fill('Minh Khách');
      await popup.getByLabel('Nội dung').fill('Dữ liệu trận đấu bị trễ hai phút, xin kiểm tra giúp.');
      expect(await audit(page, 'vi')).toEqual([]);
      await popup.getByRole('button', { name: 'Gửi' }).click();
      const success = page.getByRole('dialog', { name: 'Đã gửi yêu cầu' });
      await success.waitFor();
      const code = (await success.locator('code').textContent()) ?? '';
      await success.getByRole('button', { name: 'Xong' }).click();

      // The list has reloaded without leaving the page.
      const card = page.locator('.ticket-card').filter({ hasText: 'Dữ liệu trận đấu bị trễ' });
      await card.waitFor();
      await card.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: `Yêu cầu ${code}` }).waitFor();
      expect(await audit(page, 'vi')).toEqual([]);

      // Reply mode: the address, the name and the type are read-only.
      await page.getByRole('button', { name: 'Trả lời' }).click();
      const reply = page.getByRole('dialog', { name: `Trả lời yêu cầu ${code}` });
      await reply.waitFor();
      for (const label of ['Loại', 'Tên', 'E-mail']) {
        expect(await reply.getByLabel(label).getAttribute('readonly'), label).not.toBeNull();
      }
      await reply.getByLabel('Nội dung').fill('Thêm thông tin:\nxảy ra từ tối qua.');
      await reply.getByRole('button', { name: 'Gửi' }).click();
      await toast(page, 'Gửi thành công').waitFor();
      await expect.poll(() => page.locator('.ticket-message').count(), POLL).toBe(2);

      await page.getByRole('button', { name: 'Đóng yêu cầu' }).click();
      const close = page.getByRole('dialog', { name: 'Đóng yêu cầu này?' });
      await close.getByLabel('Lý do').selectOption('other');
      await close.getByRole('button', { name: 'Đóng yêu cầu' }).click();
      await toast(page, 'Đã đóng yêu cầu').waitFor();
      await page.getByText('Đã đóng', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Trả lời' }).count()).toBe(0);

      // The list by code, as an e-mail's link opens it; someone else's id is the 404 page.
      await gotoHydrated(page, `/user/tickets/${code}?hasTicketCode=true&lang=vi`);
      await page.getByRole('heading', { level: 1, name: `Yêu cầu ${code}` }).waitFor();
      const unknown = await page.goto(`${BASE_URL}/user/tickets/0b6f7c1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f?lang=vi`);
      expect(unknown?.status()).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a customer attaches files in the popup, and the ticket page lists and downloads them',
    async () => {
      const { page, expectedConsoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
      // Chromium logs the upload's 400 answer that refuses the renamed executable.
      expectedConsoleErrors.push(/status of 400/);
      await page.context().addCookies([...customer.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
      await gotoHydrated(page, '/user/tickets?lang=en');
      await page.getByRole('button', { name: 'New ticket' }).click();
      const popup = page.getByRole('dialog', { name: 'Contact us' });
      await popup.waitFor();
      await popup.getByLabel('Name').fill('File Customer');
      await popup.getByLabel('Message', { exact: true }).fill('The odds export fails, see the files attached.');

      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const note = 'match 7: odds missing at 12:00\n';
      const files = popup.getByLabel('Attachments');
      await files.setInputFiles([
        { name: 'screen.png', mimeType: 'image/png', buffer: png },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(note) },
      ]);
      await popup.getByRole('button', { name: 'Remove screen.png' }).waitFor();
      await popup.getByRole('button', { name: 'Remove notes.txt' }).waitFor();
      expect(await popup.locator('img.ticket-attachments__thumb').count()).toBe(1);
      // An executable renamed to .png: the server looks at its bytes and refuses it.
      await files.setInputFiles({
        name: 'setup.png',
        mimeType: 'image/png',
        buffer: Buffer.from('MZ\x90\x00 program'),
      });
      await toast(page, 'Unsupported file').waitFor();
      expect(await popup.getByRole('button', { name: 'Remove setup.png' }).count()).toBe(0);

      await popup.getByRole('button', { name: 'Submit' }).click();
      const success = page.getByRole('dialog', { name: 'Ticket submitted' });
      await success.waitFor();
      const code = (await success.locator('code').textContent()) ?? '';
      await success.getByRole('button', { name: 'Done' }).click();
      await gotoHydrated(page, `/user/tickets/${code}?hasTicketCode=true&lang=en`);
      await page.getByRole('heading', { level: 1, name: `Ticket ${code}` }).waitFor();
      await page.getByRole('button', { name: 'Download screen.png' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download notes.txt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('notes.txt');
      const saved = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe(note);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows a staff reply as an unread badge without a reload, and clears it once the ticket is read',
    async () => {
      const added = await customer.post('/api/ticket/add', {
        'ticket[name]': 'Badge Customer',
        'ticket[content]': 'Is the live feed delayed for the cup final?',
        'ticket[type][typeId]': '2',
        'ticket[lang]': 'en',
      });
      expect(added.body.resultCode).toBe(0);
      const { ticketId } = added.body.data as { ticketId: string };

      const { page, context } = await open({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([...customer.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
      await gotoHydrated(page, '/user/tickets?lang=en');
      const sidebarLink = page.locator('.console__sidebar').getByRole('link', { name: /Support Tickets/ });
      await sidebarLink.waitFor();
      expect(await sidebarLink.locator('.unread-badge').count()).toBe(0);

      // Staff answer through their own sign-in and the back office's path.
      const staff = new BrowserSession(newVisitor());
      expect((await staff.post('/api/admin/auth/login', STAFF)).body.resultCode).toBe(0);
      const replied = await staff.post(`/api/admin/tickets/${ticketId}/reply`, {
        content: 'No delay on our side: could you send the match id?',
      });
      expect(replied.body.resultCode).toBe(0);

      // The badge follows without a reload: the count is asked again when the tab becomes visible.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
          return sidebarLink.textContent();
        }, POLL)
        .toBe('Support Tickets11 unread');
      expect(await page.getByRole('img', { name: '1 unread' }).count()).toBe(1);

      await gotoHydrated(page, `/user/tickets/${ticketId}?lang=en`);
      await page.getByText('No delay on our side: could you send the match id?').waitFor();
      await expect.poll(() => sidebarLink.locator('.unread-badge').count(), POLL).toBe(0);
      expect(await page.getByRole('img', { name: '1 unread' }).count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );
});
