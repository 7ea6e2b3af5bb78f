/**
 * The staff ticket pages (issue 15): a visitor's ticket shows in the /admin/tickets queue, staff
 * open it (its origin shown), reply, and the reply reaches the visitor's direct view; then they
 * raise its priority and close it.
 */
import { describe, expect, it } from 'vitest';
import { BrowserSession } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { gotoHydrated, useTrackedPages } from './browser';
import { findOverflow, runAxe } from './page-audits';

const staff = { email: 'support@matchwire.io', password: 'matchwire-dev-staff-password' };

describe('the staff ticket queue and ticket page', () => {
  const { open } = useTrackedPages();

  it('shows a visitor’s ticket in the queue, and a staff reply reaches the visitor', async () => {
    const visitor = new BrowserSession(newVisitor());
    const words = `queue-${Date.now()}`;
    const added = await visitor.post('/api/ticket/add', {
      'ticket[email]': `${words}@example.com`,
      'ticket[name]': 'Queue Visitor',
      'ticket[content]': `Please help with ${words}, the scores are late.`,
      'ticket[type][typeId]': '2',
      'ticket[lang]': 'en',
    });
    expect(added.body.resultCode).toBe(0);
    const { ticketCode } = added.body.data as { ticketCode: string };

    const { page } = await open();
    await gotoHydrated(page, '/admin/login?lang=en&redirect=%2Fadmin%2Ftickets%3Flang%3Den');
    await page.getByRole('textbox', { name: 'Work e-mail' }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/admin/tickets'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
    await page.getByRole('searchbox', { name: 'Words' }).fill(words);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = page.getByRole('link', { name: new RegExp(ticketCode) });
    await row.waitFor();
    expect(await runAxe(page)).toEqual([]);

    await row.click();
    await page.getByRole('heading', { level: 1, name: `Ticket ${ticketCode}` }).waitFor();
    expect(await page.getByText(`${words}@example.com`).first().isVisible()).toBe(true);
    expect(await page.getByText('Visitor', { exact: true }).isVisible()).toBe(true);
    const reply = `Staff answer for ${words}: fixed now.`;
    await page.getByLabel('Your reply (10 characters or more)').fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByText(reply).first().waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await findOverflow(page)).toEqual([]);
    await page.screenshot({ path: '.local/admin-ticket-360.png', fullPage: true });

    const visitorPage = (await open()).page;
    await gotoHydrated(visitorPage, `/ticket/direct_view?ticketCode=${ticketCode}&lang=en`);
    await visitorPage.getByText(reply).waitFor();

    // The choice forms send what is chosen: the priority shows in the ticket's bar, and a closed
    // ticket offers neither Mark solved nor Close any more.
    const bar = page.locator('.admin-ticket__bar');
    expect(await bar.textContent()).toContain('Normal priority');
    await page.getByLabel('Priority', { exact: true }).selectOption('important');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await bar.filter({ hasText: 'Important' }).waitFor();
    await page.getByLabel('Reason', { exact: true }).selectOption('invalid-consulting');
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await bar.filter({ hasText: 'Closed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark solved' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);
    const history = page.locator('.admin-ticket__history');
    expect(await history.textContent()).toContain('Created · visitor');
    expect(await history.textContent()).toMatch(/Replied · staff \S+/);

    // Read in Vietnamese, the bar names the type and the history its steps in Vietnamese, though
    // the visitor wrote in English.
    const inVietnamese = new URL(page.url());
    inVietnamese.searchParams.set('lang', 'vi');
    await gotoHydrated(page, `${inVietnamese.pathname}${inVietnamese.search}`);
    await page.locator('.admin-ticket__bar').filter({ hasText: 'Hỗ trợ kỹ thuật' }).waitFor();
    expect(await page.locator('.admin-ticket__bar').textContent()).not.toContain('Technical support');
    expect(await history.textContent()).toContain('Tạo yêu cầu · khách vãng lai');
    expect(await history.textContent()).toMatch(/Đã đóng · nhân viên \S+/);
  });
});
