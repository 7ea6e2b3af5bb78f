import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, useTrackedPages, type TTrackedPage } from './browser';

const POLL = { timeout: 15_000 };
/** "Top 5 European Leagues" (football 82) and its yearly plan, as the catalogue's demo data has them. */
const PURCHASE_PATH = '/purchase?productId=82&planId=822&lang=en';

async function signIn(tracked: TTrackedPage, tag: string) {
  const session = await registerAndActivate(uniqueEmail(tag), newVisitor());
  await tracked.context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
}

/** From /purchase, by wallet, to the sandbox wallet's approval page. */
async function goToWallet(page: Page) {
  await gotoHydrated(page, PURCHASE_PATH);
  await page.getByRole('region', { name: 'Order summary' }).getByText('Per year').waitFor();
  const wallet = page.getByRole('radio', { name: /Pay with wallet/ });
  await wallet.check();
  expect(await page.getByRole('radio', { name: /Credit or debit card/ }).isChecked()).toBe(false);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/purchase/wallet-sandbox'),
    page.getByRole('button', { name: /^Pay \$1,794/ }).click(),
  ]);
  await page.getByText('Sandbox wallet — no real money').waitFor();
  expect(await page.getByTestId('wallet-amount').textContent()).toMatch(/^\$1,794/);
}

describe('billing: paying by wallet in the sandbox wallet', () => {
  const { open } = useTrackedPages();

  it('cancels, fails at capture, then pays: each ends on the payment status page', async () => {
    const tracked = await open();
    const { page } = tracked;
    await signIn(tracked, 'wallet');

    // Giving up at the wallet closes the order.
    await goToWallet(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: 'Cancel and return to Matchwire' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Checkout cancelled' }).waitFor(POLL);

    // Approved, but the wallet declines the capture: SPEC 8's failure text and the wallet's reason.
    await goToWallet(page);
    await page.getByRole('radio', { name: /Decline at capture/ }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: /^Approve \$1,794/ }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Payment Failed / Please try again' }).waitFor(POLL);
    expect(await page.getByTestId('failure-reason').textContent()).toContain('INSTRUMENT_DECLINED');
    expect(await page.getByText(/^Nothing was charged\. Order again/).isVisible()).toBe(true);

    // Approved and captured: the subscription is paid.
    await goToWallet(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/purchase/processing'),
      page.getByRole('button', { name: /^Approve \$1,794/ }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor(POLL);
    const returned = new URL(page.url()).searchParams;
    expect(returned.get('token')).toMatch(/^SANDBOX/);
    expect(returned.get('PayerID')).toBeTruthy();

    // The wallet's page looks its order up again: this one is approved; one it does not know is refused (13009).
    await gotoHydrated(page, `/purchase/wallet-sandbox?token=${returned.get('token')}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'This wallet payment has already been approved.' }).waitFor();
    tracked.expectedConsoleErrors.push(/Failed to load resource: .*\b404\b.*\/api\/sandbox\/wallet\/approval\//);
    await gotoHydrated(page, '/purchase/wallet-sandbox?token=SANDBOX0000000000000&lang=en');
    await page.getByRole('heading', { level: 1, name: 'This wallet link is incomplete or no longer valid.' }).waitFor();
    expect(await page.getByText('Wallet order not found').isVisible()).toBe(true);

    await gotoHydrated(page, '/user/plans?lang=en');
    const subscription = page.getByTestId('subscription');
    await subscription.getByRole('heading', { name: 'Top 5 European Leagues' }).waitFor();
    expect(await subscription.getByText('Active', { exact: true }).isVisible()).toBe(true);
    // A wallet payment covers its period: it ends then, so no next billing date and nothing to unsubscribe.
    expect(await subscription.getByText('Ends on', { exact: true }).isVisible()).toBe(true);
    expect(await subscription.getByText(/^Paid by wallet for this period: it does not renew/).isVisible()).toBe(true);
    expect(await subscription.getByText('Next billing date').count()).toBe(0);
    expect(await subscription.getByRole('button', { name: /^Unsubscribe/ }).count()).toBe(0);

    await gotoHydrated(page, '/user/plans?lang=vi');
    await page.getByTestId('subscription').getByText('Kết thúc vào ngày', { exact: true }).waitFor();
  }, 120_000);
});
