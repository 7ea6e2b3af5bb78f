import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession } from '../../../test/support/browser-session.ts';
import { eventually, newVisitor } from '../../../test/support/gateway-client.ts';
import { BASE_URL, useTrackedPages } from './browser';

/**
 * The embeddable widget on a customer's own site, another origin than Matchwire's: a page with a
 * football and a basketball widget (the script form) and a page framing the widget (the iframe
 * form), served by a small server of the test. The customer is set up through the site's APIs: a
 * trial of each sport, each sport's config saved with `localhost` whitelisted, and published. The
 * same pages at 127.0.0.1 are not on the whitelist, so the widgets say so.
 */

const POLL = { timeout: 20_000, interval: 250 };
const WHITELISTED_DOMAIN = 'localhost';
const REFUSED_TEXT = 'This widget is not enabled for this website';
const ANIM_TYPES = [0, 1] as const;

type TMaterial = { materialId: number; isDefault: boolean };

/** The access key of each sport's widget: 0 football, 1 basketball. */
const accessKeys: Record<(typeof ANIM_TYPES)[number], string> = { 0: '', 1: '' };

function widgetsPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Partner scores</title></head>
<body><main><h1>Partner scores</h1>
<div data-matchwire-animation data-key="${accessKeys[0]}" data-sport="football" data-lang="en"></div>
<div data-matchwire-animation data-key="${accessKeys[1]}" data-sport="basketball" data-lang="en"></div>
<script async src="${BASE_URL}/widget/v1/animation.js"></script>
</main></body></html>`;
}

function framePage(): string {
  const src = `${BASE_URL}/widget/v1/frame?key=${accessKeys[0]}&amp;animType=0&amp;lang=en`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Partner match</title></head>
<body><main><h1>Partner match</h1>
<iframe src="${src}" title="Live football" width="100%" height="520" style="border: 0"></iframe>
</main></body></html>`;
}

const pages: Record<string, () => string> = { '/widgets.html': widgetsPage, '/frame.html': framePage };
const partnerSite = createServer((request, response) => {
  const page = pages[request.url ?? ''];
  response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page ? page() : 'Not found');
});
await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
const port = (partnerSite.address() as AddressInfo).port;
afterAll(() => new Promise((resolve) => partnerSite.close(resolve)));

/** The partner's pages on the whitelisted host, and the same server under a host that is not. */
const WHITELISTED_ORIGIN = `http://${WHITELISTED_DOMAIN}:${port}`;
const REFUSED_ORIGIN = `http://127.0.0.1:${port}`;

/** Saves `animType`'s config with the default materials and the partner's domain, publishes it; the access key. */
async function publishWidget(session: BrowserSession, animType: number): Promise<string> {
  const materials = await session.post('/api/animation/animationMaterialList', { animType: String(animType) });
  expect(materials.body.resultCode).toBe(0);
  const materialMap = materials.body.data.materialMap as Record<string, TMaterial[]>;
  const animUserList = Object.entries(materialMap).map(([materialType, list]) => ({
    materialType: Number(materialType),
    materialId: (list.find((material) => material.isDefault) ?? list[0]!).materialId,
  }));
  const saved = await session.post('/api/animation/animationConfigUpdateByUserId', {
    animType: String(animType),
    animUserList: JSON.stringify(animUserList),
    domains: JSON.stringify([WHITELISTED_DOMAIN]),
  });
  expect(saved.body.resultCode, saved.body.resultInfo).toBe(0);
  const published = await session.post('/api/animation/publish', { animType: String(animType) });
  expect(published.body.resultCode, published.body.resultInfo).toBe(0);
  return published.body.data.accessKey as string;
}

/** What the widget's config call answers (its result code) to a page of `origin`. */
async function configAnswer(animType: number, origin: string): Promise<number> {
  const url = `${BASE_URL}/widget/v1/config?key=${accessKeys[animType as 0 | 1]}&animType=${animType}&lang=en`;
  const response = await fetch(url, { headers: { ...newVisitor(), origin } });
  return ((await response.json()) as { resultCode: number }).resultCode;
}

const widgets = (page: Page) => page.locator('[data-matchwire-animation]');

describe('the widget embedded on another origin', () => {
  // Without the harness's forwarded address: a browser sends no such header, and on these
  // cross-origin calls it would turn each into a CORS preflight the widget never needs.
  const { open } = useTrackedPages((tracked) => tracked.context.setExtraHTTPHeaders({}));

  beforeAll(async () => {
    const session = await registerAndActivate(uniqueEmail('widget-embed'), newVisitor());
    for (const sportType of ['1', '2']) {
      expect((await session.post('/api/trial/start', { sportType })).body.resultCode).toBe(0);
    }
    for (const animType of ANIM_TYPES) accessKeys[animType] = await publishWidget(session, animType);
    // The published configs serve the partner's origin, and only it.
    for (const animType of ANIM_TYPES) {
      const served = async () => ((await configAnswer(animType, WHITELISTED_ORIGIN)) === 0 ? true : undefined);
      await eventually(served, POLL.timeout, `the published config of animType ${animType} for ${WHITELISTED_ORIGIN}`);
      expect(await configAnswer(animType, REFUSED_ORIGIN)).toBe(16003);
    }
  });

  it('shows a live football and a live basketball widget on a whitelisted page', async () => {
    const { page } = await open();
    await page.goto(`${WHITELISTED_ORIGIN}/widgets.html`);
    await expect.poll(() => widgets(page).locator('[data-part="score"]').count(), POLL).toBe(2);
    await page.locator('[data-matchwire-animation][data-sport="football"][data-state="live"]').waitFor();
    await page.locator('[data-matchwire-animation][data-sport="basketball"][data-state="live"]').waitFor();
    for (const widget of await widgets(page).all()) {
      expect(await widget.locator('[data-part="score"]').textContent()).toMatch(/^\d+\D+\d+$/);
      expect(await widget.locator('[data-part="home"]').textContent()).not.toBe('');
    }
  });

  it("says 'not enabled for this website' in both widgets on a page not on the whitelist", async () => {
    const { page, expectedConsoleErrors } = await open();
    // Chromium logs the refused calls (HTTP 403).
    expectedConsoleErrors.push(/status of 403/);
    await page.goto(`${REFUSED_ORIGIN}/widgets.html`);
    await expect.poll(() => page.locator('[data-matchwire-animation][data-state="refused"]').count(), POLL).toBe(2);
    for (const widget of await widgets(page).all()) {
      expect(await widget.locator('[data-part="message"]').textContent()).toBe(REFUSED_TEXT);
      expect(await widget.locator('[data-part="message"]').isVisible()).toBe(true);
    }
  });

  it('plays in an iframe framed by the whitelisted origin', async () => {
    const { page } = await open();
    await page.goto(`${WHITELISTED_ORIGIN}/frame.html`);
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-state="live"]').waitFor({ timeout: POLL.timeout });
    expect(await frame.locator('[data-part="score"]').textContent()).toMatch(/^\d+\D+\d+$/);
  });
});
