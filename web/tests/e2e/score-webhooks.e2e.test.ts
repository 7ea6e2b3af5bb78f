import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, useTrackedPages } from './browser';

const POLL = { timeout: 15_000, interval: 250 };

/** The customer's receiver on this machine (the test stack allows private webhook URLs): keeps what it is sent. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('console: score webhooks (/user/webhooks)', () => {
  const { open } = useTrackedPages();

  it('saves a URL, shows the signing secret once, sends a signed test and lists it in the log', async () => {
    const tracked = await open();
    const { page, context } = tracked;
    const session = await registerAndActivate(uniqueEmail('webhooks'), newVisitor());
    await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    // The data API answers once it is up (it warms its world after the stack starts).
    await expect.poll(async () => (await session.get('/api/scoreWebhook/config')).status, POLL).toBe(200);

    await gotoHydrated(page, '/user/webhooks?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Score webhooks' }).waitFor();
    expect(
      await page.locator('.console__sidebar').getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByText('No deliveries yet.').isVisible()).toBe(true);

    // A URL that is not http(s) is refused in the page, with the focus on the field.
    const url = page.getByLabel('Endpoint URL');
    await url.fill('example.com/hook');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter an https:// URL').waitFor();
    expect(await url.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    await url.fill(receiverUrl);
    await page.getByRole('checkbox', { name: 'Esports' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const secretBox = page.getByTestId('webhook-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(await page.getByText('this is the only time it is shown').isVisible()).toBe(true);

    // Copying says so to a screen reader.
    await page.getByRole('button', { name: 'Copy signing secret' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Signing secret copied' }).count(), POLL)
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // A test delivery: posted to the receiver, signed with the secret, and in the log as delivered.
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => received.length, POLL).toBe(1);
    const [test] = received;
    const body = JSON.parse(test!.body) as { id: string; type: string };
    expect(body.type).toBe('webhook.test');
    expect(test!.headers['matchwire-delivery']).toBe(body.id);
    const { t, v1 } = Object.fromEntries(
      String(test!.headers['matchwire-signature'])
        .split(',')
        .map((part) => part.split('=') as [string, string]),
    );
    expect(createHmac('sha256', secret).update(`${t}.${test!.body}`).digest('hex')).toBe(v1);

    const row = page.getByTestId('webhook-delivery').first();
    await expect.poll(async () => (await row.textContent()) ?? '', POLL).toContain('Delivered');
    expect(await row.textContent()).toContain('Test');
    expect(await row.textContent()).toContain('HTTP 200');
    expect(await row.getByRole('button', { name: /^Replay delivery of / }).isVisible()).toBe(true);

    // After a reload the secret is never shown again: only its last 4 characters.
    await gotoHydrated(page, '/user/webhooks?lang=en');
    await page.getByTestId('webhook-secret-hint').waitFor();
    expect(await page.getByTestId('webhook-secret-hint').textContent()).toBe(
      `Secret ending in ••••${secret.slice(-4)}`,
    );
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);
    expect(await page.getByLabel('Endpoint URL').inputValue()).toBe(receiverUrl);
    expect(await page.getByRole('checkbox', { name: 'Esports' }).isChecked()).toBe(true);

    await gotoHydrated(page, '/user/webhooks?lang=vi');
    await page.getByRole('heading', { level: 1, name: 'Webhook tỷ số' }).waitFor();
    expect(await page.getByTestId('webhook-delivery').first().getByText('Đã gửi').isVisible()).toBe(true);
  });
});
