import { accountAuthEndpoints } from '@matchwire/contracts/account/auth-endpoints';
import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession } from '../../../test/support/browser-session.ts';
import { testEnv } from '../../../test/support/env.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, gotoHydrated, useTrackedPages, type TTrackedPage } from './browser';
import { checkStructure, findOverflow, runAxe } from './page-audits';

/** The calls these tests make, by their definitions (packages/contracts). */
const getAnimConfigPath = animationEndpoints.getAnimConfigByUserId.path;
const userCheckLoginPath = accountAuthEndpoints.userCheckLogin.path;

const POLL = { timeout: 15_000, interval: 200 };
const TEST_TIMEOUT_MS = 90_000;
const ACCESS_KEY = /^mwa_[A-Za-z0-9]{24}$/;
/** A 1×1 PNG: a real image, so the service's content check passes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What axe, the structure checks and the reflow check find on the page as it is now (none expected). */
async function audit(page: Page): Promise<string[]> {
  const findings = [...(await runAxe(page)), ...(await checkStructure(page, 'en')), ...(await findOverflow(page))];
  return findings.map((found) => `${page.url()} [${found.rule}] ${found.help}: ${found.targets.join(', ')}`);
}

/** A signed-in customer's page, once the animation service answers for them. */
async function signIn(tracked: TTrackedPage, session: BrowserSession) {
  await tracked.context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
  await expect.poll(async () => (await session.post(getAnimConfigPath, { animType: '0' })).status, POLL).toBe(200);
}

/** The material not chosen yet in a type's radio group; checks it and answers its name. */
async function pickAnother(page: Page, type: string): Promise<string> {
  const group = page.getByRole('group', { name: type });
  const other = group.locator('.material-card:not([data-selected])').first();
  const name = (await other.locator('.material-card__name').textContent()) ?? '';
  await other.getByRole('radio').check();
  return name;
}

/** An impersonation grant the back office gets from the account service for one customer (SPEC 6, docs/decisions/0019). */
async function grantFor(userId: string): Promise<string> {
  const response = await fetch(`${testEnv.accountUrl}/internal/admin/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
    body: JSON.stringify({ staffId: 'staff-anim-e2e', userId, reason: 'Set up the customer’s widget' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { adminAccessToken: string } }).data.adminAccessToken;
}

async function accessKeyOf(page: Page): Promise<string> {
  return ((await page.getByTestId('anim-access-key').textContent()) ?? '').trim();
}

describe('console: live-animation configuration (/user/animConfig)', () => {
  const { open } = useTrackedPages();

  it(
    'configures materials, a fence image and a domain, saves, publishes, shows the embed code and regenerates the key',
    async () => {
      const tracked = await open({ viewport: { width: 1280, height: 900 } });
      const { page, context } = tracked;
      const session = await registerAndActivate(uniqueEmail('anim'), newVisitor());
      await signIn(tracked, session);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });

      await gotoHydrated(page, '/user/animConfig?lang=en');
      await page.getByRole('heading', { level: 1, name: 'Live animation' }).waitFor();
      expect(
        await page.locator('.console__sidebar').getByRole('link', { name: 'Animation' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await page.getByRole('tab', { name: 'Football' }).getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('anim-status').getByText('To be configured').waitFor();
      expect(await page.getByTestId('fence-extras-count').textContent()).toBe('0 / 10');
      // The preview is the widget itself, mounted with the draft (it keeps its state on its host).
      await expect.poll(() => page.getByTestId('anim-preview').getAttribute('data-state'), POLL).not.toBeNull();

      // Materials: another stand and venue; the page now holds unsaved edits.
      const stand = await pickAnother(page, 'Stand');
      const venue = await pickAnother(page, 'Venue');
      await page.getByText('You have unsaved changes.').waitFor();

      // The fence image: a preview from the picked file, uploaded only by Save (SPEC 4).
      await page.getByLabel('Choose an image').setInputFiles({ name: 'fence.png', mimeType: 'image/png', buffer: PNG });
      const fenceImage = page.getByTestId('fence-image').first();
      await fenceImage.getByText('Uploaded when you save').waitFor();
      expect(await fenceImage.locator('img').getAttribute('src')).toMatch(/^blob:/);
      // A file of another kind is refused in the page.
      await page.getByLabel('Add a half-fence image').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await page.getByText('notes.txt: Unsupported file').waitFor({ state: 'attached' });
      expect(await page.getByTestId('fence-image').count()).toBe(1);

      // Domains: checked as typed with the contract's rule, added with Enter, a duplicate refused.
      const domain = page.getByLabel('Domain', { exact: true });
      await domain.fill('not a domain');
      await page.locator('.domain-editor').getByText('Invalid domain').waitFor();
      expect(await domain.getAttribute('aria-invalid')).toBe('true');
      await domain.fill('News.Example.com');
      expect(await page.getByText('Invalid domain').count()).toBe(0);
      await domain.press('Enter');
      await page.getByTestId('domain-list').getByText('news.example.com').waitFor();
      expect(await domain.inputValue()).toBe('');
      await domain.fill('news.example.com');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.locator('.domain-editor').getByText('Already in the list').waitFor();
      await domain.fill('');

      // Save: the image is uploaded, the config saved, and it is the new original.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Everything is saved.').waitFor();
      await fenceImage.getByText('Saved image').waitFor();
      await page.getByTestId('anim-status').getByText('To be opened').waitFor();
      expect(await page.getByTestId('anim-status').getByText('Unpublished changes').count()).toBe(1);

      // Publish: in use, nothing left unpublished.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByTestId('anim-status').getByText('In use').waitFor();
      await expect.poll(() => page.getByTestId('anim-status').getByText('Unpublished changes').count(), POLL).toBe(0);

      // The key and the embed code that carries it, from this site's origin.
      const key = await accessKeyOf(page);
      expect(key).toMatch(ACCESS_KEY);
      const script = (await page.getByTestId('embed-script').locator('pre').textContent()) ?? '';
      expect(script).toContain(`<div data-matchwire-animation data-key="${key}" data-sport="football"></div>`);
      expect(script).toMatch(/<script async src="https?:\/\/[^"]+\/widget\/v1\/animation\.js"><\/script>/);
      const iframe = (await page.getByTestId('embed-iframe').locator('pre').textContent()) ?? '';
      expect(iframe).toContain(`/widget/v1/frame?key=${key}&animType=0&lang=en`);
      await page.getByRole('button', { name: 'Copy script embed code' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), POLL).toBe(script);

      // Regenerate, behind a confirmation that says old embeds stop.
      await page.getByRole('button', { name: 'Regenerate key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate the access key?' });
      await dialog.getByText('Embeds with the old key stop at once').waitFor();
      await dialog.getByRole('button', { name: 'Regenerate' }).click();
      await expect.poll(() => accessKeyOf(page), POLL).not.toBe(key);
      const newKey = await accessKeyOf(page);
      expect(newKey).toMatch(ACCESS_KEY);
      expect(await page.getByTestId('embed-script').locator('pre').textContent()).toContain(`data-key="${newKey}"`);

      // What was saved is what a reload shows.
      await gotoHydrated(page, '/user/animConfig?lang=en');
      await page.getByTestId('anim-status').getByText('In use').waitFor();
      expect(await page.getByRole('group', { name: 'Stand' }).getByRole('radio', { name: stand }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('group', { name: 'Venue' }).getByRole('radio', { name: venue }).isChecked()).toBe(
        true,
      );
      await page.getByTestId('domain-list').getByText('news.example.com').waitFor();
      await page.getByTestId('fence-image').getByText('Saved image').waitFor();
      expect(await accessKeyOf(page)).toBe(newKey);
      expect(await audit(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stays usable at 390 px: the sport tabs by keyboard, the basketball fence limit and the actions in reach',
    async () => {
      const tracked = await open({ viewport: { width: 390, height: 844 } });
      const { page, expectedConsoleErrors } = tracked;
      // Chromium logs the refused publish's answer (409).
      expectedConsoleErrors.push(/status of 409/);
      const session = await registerAndActivate(uniqueEmail('anim-phone'), newVisitor());
      await signIn(tracked, session);

      await gotoHydrated(page, '/user/animConfig?lang=en');
      const football = page.getByRole('tab', { name: 'Football' });
      await football.focus();
      await page.keyboard.press('ArrowRight');
      const basketball = page.getByRole('tab', { name: 'Basketball' });
      await expect.poll(() => basketball.getAttribute('aria-selected'), POLL).toBe('true');
      expect(await basketball.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('sport'), POLL).toBe('basketball');
      await page.getByTestId('fence-extras-count').getByText('0 / 2').waitFor();

      for (const name of ['first.png', 'second.png']) {
        await page.getByLabel('Add a half-fence image').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
        await page.getByRole('button', { name: `Remove ${name}` }).waitFor();
      }
      expect(await page.getByTestId('fence-extras-count').textContent()).toBe('2 / 2');
      expect(await page.getByLabel('At most 2 half-fence images').isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Remove first.png' }).click();
      expect(await page.getByTestId('fence-extras-count').textContent()).toBe('1 / 2');

      // Another sport would drop the unsaved edits: the page asks first.
      await page.getByRole('tab', { name: 'Football' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave your unsaved changes?' });
      await leave.getByRole('button', { name: 'Keep editing' }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(await basketball.getAttribute('aria-selected')).toBe('true');
      expect(await page.getByTestId('fence-extras-count').textContent()).toBe('1 / 2');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Everything is saved.').waitFor();
      await page.getByTestId('anim-status').getByText('To be opened').waitFor();
      // Publishing without a whitelisted domain is refused: SPEC 8's toast with the service's reason.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Publish failure: add at least one domain' }).waitFor();
      expect(await page.getByTestId('anim-status').getByText('To be opened').count()).toBe(1);
      expect(await findOverflow(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lets staff with _userId and _adminAccessToken in the address load and save a customer’s config, signed out',
    async () => {
      const { page } = await open({ viewport: { width: 1280, height: 900 } });
      const customer = await registerAndActivate(uniqueEmail('anim-staff'), newVisitor());
      const userId = (await customer.get(userCheckLoginPath)).body.data.userId as string;
      await expect.poll(async () => (await customer.post(getAnimConfigPath, { animType: '0' })).status, POLL).toBe(200);
      const pair = new URLSearchParams({ _userId: userId, _adminAccessToken: await grantFor(userId) });

      // No session cookie in this browser: the guard lets the pair through and every call carries it.
      await gotoHydrated(page, `/user/animConfig?lang=en&${pair.toString()}`);
      expect(new URL(page.url()).pathname).toBe('/user/animConfig');
      await page.getByTestId('anim-status').getByText('To be configured').waitFor();
      const domain = page.getByLabel('Domain', { exact: true });
      await domain.fill('staff-set.example.com');
      await domain.press('Enter');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByTestId('anim-status').getByText('To be opened').waitFor();

      const own = await customer.post(getAnimConfigPath, { animType: '0' });
      expect(own.body.data).toMatchObject({ status: 1, domains: ['staff-set.example.com'] });
      // Switching the sport keeps the pair in the address.
      await page.getByRole('tab', { name: 'Basketball' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('_userId'), POLL).toBe(userId);
      await page.getByTestId('fence-extras-count').getByText('0 / 2').waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
