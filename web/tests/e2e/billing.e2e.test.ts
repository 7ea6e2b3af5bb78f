import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  registerAndActivate,
  uniqueEmail as uniqueSessionEmail,
  type BrowserSession,
} from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { registerAndActivateInBrowser, uniqueEmail } from './activation-mail';
import { BASE_URL, gotoHydrated, useTrackedPages, type TTrackedPage } from './browser';

const POLL = { timeout: 15_000 };
/** "Top 5 European Leagues" (football 82) and its yearly plan, as the catalogue's demo data has them. */
const PRODUCT_PATH = '/products/detail/football-api-product-82.html';
const YEARLY = { productId: 82, planId: 822 };
const PURCHASE_PATH = `/purchase?productId=${YEARLY.productId}&planId=${YEARLY.planId}`;

async function signIn(tracked: TTrackedPage, tag: string) {
  const session = await registerAndActivate(uniqueSessionEmail(tag), newVisitor());
  await tracked.context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
  return session;
}

/** Buys `planId` of the yearly plan's product through the API as `session`, paying by test card in the sandbox. */
async function buyByCard(session: BrowserSession, planId: number, cardholderName = 'Ada Lovelace') {
  const order = JSON.stringify([{ productId: YEARLY.productId, planId }]);
  const started = (await session.post('/api/subscription/add', { subscriptionList: order, payMethod: 'card' })).body;
  const sessionId = new URL(started.data.paymentUrl, BASE_URL).searchParams.get('session');
  const card = { cardholderName, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
  expect((await session.post(`/api/sandbox/checkout/${sessionId}/pay`, card)).body.data.outcome).toBe('succeeded');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card holder name').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('1234');
  await page.getByLabel('CVC').fill('123');
}

describe('billing: free trial, checkout, sandbox card payment, plans and payments', () => {
  const { open } = useTrackedPages();

  /** A page signed in as a new customer who has bought the monthly plan (821) by card. */
  async function openAsMonthlySubscriber(tag: string): Promise<Page> {
    const tracked = await open();
    await buyByCard(await signIn(tracked, tag), 821);
    return tracked.page;
  }

  it('takes a visitor from a yearly plan through registration to a paid subscription in Plans', async () => {
    const tracked = await open();
    const { page, expectedConsoleErrors } = tracked;
    // A refused promotion code is a 400 answer, which Chromium logs.
    expectedConsoleErrors.push(/Failed to load resource: .*\b400\b.*\/api\/subscription\/quote/);
    const email = uniqueEmail('billing');

    // The product page's yearly plan: a visitor registers first, and comes back to that plan.
    await gotoHydrated(page, `${PRODUCT_PATH}?lang=en`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/auth/register'),
      page.getByRole('link', { name: 'Subscribe Yearly' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PURCHASE_PATH);
    await registerAndActivateInBrowser(page, email);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase'),
      page.getByRole('link', { name: 'Continue where you left off' }).click(),
    ]);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(PURCHASE_PATH);

    // The order summary: product, period, period discount with the undiscounted price, total.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Per year').waitFor();
    expect(await summary.getByText('Top 5 European Leagues').isVisible()).toBe(true);
    expect(await summary.getByText('Save 50%').isVisible()).toBe(true);
    expect(await summary.locator('s').textContent()).toContain('$3,588');
    expect(await page.getByTestId('order-total').textContent()).toContain('$1,794');

    // A promotion code the service does not know is refused at the field; a good one lowers the total.
    const code = page.getByLabel('Promotion code');
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promotion code is invalid or has expired').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await code.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('promotion-line').getByText('Code WELCOME10: 10% off').waitFor();
    await expect.poll(() => page.getByTestId('order-total').textContent(), POLL).toContain('$1,614.60');

    // Pay by card: the sandbox checkout, marked as such, with the amount to pay.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/sandbox'),
      page.getByRole('button', { name: 'Pay $1,614.60' }).click(),
    ]);
    await page.getByText('Sandbox — no real money').waitFor();
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$1,614.60');

    // SPEC 5 card texts on submit, and formatting as typed.
    await page.getByRole('button', { name: 'Pay $1,614.60' }).click();
    for (const text of [
      'Card holder name required',
      'Card number required',
      'Expiration date required',
      'CVC required',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByLabel('Card number').fill('4242424242424241');
    await page.getByLabel('Card number').blur();
    await page.getByText('Card number invalid', { exact: true }).waitFor();
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4241');

    // A declined card: the decline is said and the form stays as typed.
    await fillCard(page, '4000000000000002');
    expect(await page.getByLabel('Expiration date').inputValue()).toBe('12/34');
    await page.getByRole('button', { name: 'Pay $1,614.60' }).click();
    await page.getByTestId('decline-message').waitFor(POLL);
    expect(await page.getByTestId('decline-message').textContent()).toBe('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/purchase/sandbox');
    expect(await page.getByLabel('Card holder name').inputValue()).toBe('Ada Lovelace');

    // Stripe's succeeding test card: processing turns to success.
    await page.getByLabel('Card number').fill('4242424242424242');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: 'Pay $1,614.60' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor(POLL);
    expect(await page.getByRole('status', { name: 'Payment status' }).textContent()).toBe('Payment successful');
    // A reload finds the same answer.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor(POLL);

    // Plans: the subscription, active, yearly; unsubscribe behind a confirmation, then restore.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/user/plans'),
      page.getByRole('link', { name: 'View your plans' }).click(),
    ]);
    const subscription = page.getByTestId('subscription');
    await subscription.getByRole('heading', { name: 'Top 5 European Leagues' }).waitFor();
    expect(await subscription.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await subscription.textContent()).toContain('Per year');
    await subscription.getByRole('button', { name: 'Unsubscribe Top 5 European Leagues' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe from Top 5 European Leagues?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/You can keep using it until \d+ \w+ \d{4}/);
    await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await subscription.getByText(/^Cancels on /).waitFor();
    await subscription.getByRole('button', { name: 'Restore Top 5 European Leagues' }).click();
    await subscription.getByText('Active', { exact: true }).waitFor();

    // Payment: the paid transaction, and the declined attempt before it.
    await gotoHydrated(page, '/user/payment?lang=en');
    const rows = page.getByTestId('transactions').locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toContain('$1,614.60');
    expect(await rows.first().getByText('Paid', { exact: true }).isVisible()).toBe(true);
    // The card paid with is kept for renewals and shown by its brand and last four digits only.
    await page.getByText('Visa ending in 4242').waitFor();
    // Its invoice and receipt download as PDF files.
    for (const name of ['Invoice', 'Receipt']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rows
          .first()
          .getByRole('button', { name: `${name} Top 5 European Leagues · Per year` })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 120_000);

  it('sends a visitor on the checkout to log in, and registration keeps the plan', async () => {
    const response = await fetch(`${BASE_URL}${PURCHASE_PATH}`, { redirect: 'manual', headers: newVisitor() });
    expect(response.status).toBe(302);
    const login = new URL(response.headers.get('location')!, BASE_URL);
    expect(login.pathname).toBe('/auth/login');
    expect(login.searchParams.get('redirect')).toBe(PURCHASE_PATH);

    const { page } = await open();
    await gotoHydrated(page, `${login.pathname}${login.search}`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/auth/register'),
      page.locator('.auth-page__footer').getByRole('link', { name: 'Start Free Trial' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PURCHASE_PATH);

    // A product page's Start Free Trial: registration first, then back to the free-trial page.
    await gotoHydrated(page, `${PRODUCT_PATH}?lang=en`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/auth/register'),
      page.getByRole('complementary', { name: 'Get started' }).getByRole('link', { name: 'Start Free Trial' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/auth/freetrial');
  });

  it('says a cancelled checkout cost nothing and leads back to the order', async () => {
    const tracked = await open();
    const { page } = tracked;
    await signIn(tracked, 'billing-cancel');
    await gotoHydrated(page, `${PURCHASE_PATH}&lang=en`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/sandbox'),
      page.getByRole('button', { name: /^Pay / }).click(),
    ]);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: 'Cancel payment' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Checkout cancelled' }).waitFor(POLL);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase'),
      page.getByRole('link', { name: 'Back to your order' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('planId')).toBe(String(YEARLY.planId));
  });

  it('shows the checkout in Vietnamese', async () => {
    const tracked = await open();
    const { page } = tracked;
    await signIn(tracked, 'billing-vi');
    await gotoHydrated(page, `${PURCHASE_PATH}&lang=vi`);
    await page.getByRole('heading', { level: 1, name: 'Hoàn tất đơn hàng' }).waitFor();
    const summary = page.getByRole('region', { name: 'Tóm tắt đơn hàng' });
    expect(await summary.getByText('Mỗi năm').isVisible()).toBe(true);
    expect(await summary.getByText('Tiết kiệm 50%').isVisible()).toBe(true);
    expect(await page.getByLabel('Mã khuyến mãi').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Phương thức thanh toán' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Thanh toán 1.794 $' }).isVisible()).toBe(true);

    // Once paid, Payment names what was bought in Vietnamese too.
    const session = await signIn(tracked, 'billing-vi-paid');
    await buyByCard(session, YEARLY.planId, 'Nguyễn Văn A');
    await gotoHydrated(page, '/user/payment?lang=vi');
    const row = page.getByTestId('transactions').locator('tbody tr').first();
    await expect.poll(() => row.getByRole('rowheader').textContent(), POLL).toBe('Top 5 European Leagues · Mỗi năm');
    expect(await row.getByText('Đã thanh toán', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Hóa đơn Top 5 European Leagues · Mỗi năm' }).isVisible()).toBe(true);
  });

  it('upgrades a monthly subscription to yearly with the unused days credited', async () => {
    const page = await openAsMonthlySubscriber('billing-upgrade');

    await gotoHydrated(page, '/user/plans?lang=en');
    const subscription = page.getByTestId('subscription');
    await expect.poll(() => subscription.textContent(), POLL).toContain('Per month');
    await subscription.getByRole('button', { name: 'Upgrade Top 5 European Leagues' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Top 5 European Leagues' });
    await dialog.getByRole('radio', { name: /Per year/ }).check();
    await dialog.getByText(/^Credit for \d+ unused days$/).waitFor(POLL);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/sandbox'),
      dialog.getByRole('button', { name: /^Upgrade and pay / }).click(),
    ]);
    await fillCard(page, '4242424242424242');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: /^Pay / }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor(POLL);
    await gotoHydrated(page, '/user/plans?lang=en');
    await expect.poll(() => page.getByTestId('subscription').first().textContent(), POLL).toContain('Per year');
    // Payment names the upgrade as such, above the first payment.
    await gotoHydrated(page, '/user/payment?lang=en');
    const rows = page.getByTestId('transactions').locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    expect(await rows.first().getByRole('rowheader').textContent()).toBe('Top 5 European Leagues · Per year · Upgrade');
    expect(await rows.last().getByRole('rowheader').textContent()).toBe('Top 5 European Leagues · Per month');
  });

  it('starts a free trial per sport, once', async () => {
    const tracked = await open();
    const { page, expectedConsoleErrors } = tracked;
    // The basketball trial started elsewhere first: the page's Start answers 409 (13001), which Chromium logs.
    expectedConsoleErrors.push(/Failed to load resource: .*\b409\b.*\/api\/trial\/start/);
    const session = await signIn(tracked, 'billing-trial');
    await gotoHydrated(page, '/auth/freetrial?lang=en');
    await page.getByText('200 calls per day for each sport').waitFor();

    await page.getByRole('button', { name: 'Start Football trial' }).click();
    await page.getByText('Your Football trial has started').waitFor(POLL);
    expect(await page.getByRole('link', { name: 'Get your API key' }).isVisible()).toBe(true);
    expect(await page.getByTestId('trial-football').getByText('On trial').isVisible()).toBe(true);

    expect((await session.post('/api/trial/start', { sportType: '2' })).body.resultCode).toBe(0);
    await page.getByRole('button', { name: 'Start Basketball trial' }).click();
    await page
      .getByTestId('trial-basketball')
      .getByText('You have already used the free trial of this sport')
      .waitFor(POLL);

    await gotoHydrated(page, '/user/plans?lang=en');
    await expect.poll(() => page.getByTestId('trial').count(), POLL).toBe(2);
    expect(await page.getByTestId('trial').first().textContent()).toContain('On trial');
  });

  it('replaces the card kept for renewals on the Payment page, through the sandbox’s save-card page', async () => {
    const page = await openAsMonthlySubscriber('billing-card');

    await gotoHydrated(page, '/user/payment?lang=en');
    const panel = page.locator('#payment-method');
    await panel.getByText('Visa ending in 4242').waitFor(POLL);
    // By keyboard: the button is reached and pressed like any other.
    await panel.getByRole('button', { name: 'Replace card' }).focus();
    await Promise.all([page.waitForURL((url) => url.pathname === '/purchase/sandbox'), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { level: 1, name: 'Save a card for renewals' }).waitFor(POLL);
    expect(await page.getByTestId('sandbox-no-charge').textContent()).toBe(
      'No money is taken now. Your renewals are charged to this card.',
    );
    expect(await page.getByTestId('sandbox-amount').count()).toBe(0);
    expect(await page.getByText('Sandbox — no real money').isVisible()).toBe(true);

    // The form's SPEC §5 texts, then a card Stripe would refuse: the page stays, the card unchanged.
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Card number required').waitFor();
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Save card' }).click();
    expect(await page.getByTestId('decline-message').textContent()).toBe('Your card was declined.');

    await page.getByLabel('Card number').fill('5555555555554444');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/user/payment'),
      page.getByRole('button', { name: 'Save card' }).click(),
    ]);
    const outcome = page.getByTestId('card-setup-outcome');
    await outcome.getByText('Your new card is saved').waitFor(POLL);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL)
      .toBe('card-setup-outcome');
    expect(await outcome.getAttribute('role')).toBe('status');
    await panel.getByText('Mastercard ending in 4444').waitFor(POLL);
    expect(await panel.getByText('Expires 12/2034').isVisible()).toBe(true);
    // Nothing was charged: the first payment is still the only transaction.
    expect(await page.getByTestId('transactions').locator('tbody tr').count()).toBe(1);

    // Giving up on the page keeps the card, in Vietnamese too.
    await gotoHydrated(page, '/user/payment?lang=vi');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/sandbox'),
      page.locator('#payment-method').getByRole('button', { name: 'Thay thẻ' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Lưu thẻ cho các lần gia hạn' }).waitFor(POLL);
    expect(await page.getByRole('button', { name: 'Lưu thẻ' }).isVisible()).toBe(true);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/user/payment'),
      page.getByRole('button', { name: 'Giữ thẻ hiện tại' }).click(),
    ]);
    await page.getByTestId('card-setup-outcome').getByText('Thẻ của bạn không thay đổi.').waitFor(POLL);
    await page.locator('#payment-method').getByText('Mastercard có số cuối 4444').waitFor(POLL);
  });
});
