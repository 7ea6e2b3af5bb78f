import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as widgetPackage from '../src/index.ts';
import type { TWidgetEvent, TWidgetHandle } from '../src/types.ts';
import { makeConfig, makeEvent, makeMatch } from './fixtures.ts';
import { startFakeWidgetServer, type TFakeWidgetServer } from './support/fake-widget-server.ts';

/**
 * The widget in Chromium against the widget endpoints of a fake service: two sports and a
 * refusal on one page whose own styles try to leak in, the script loaded from another origin.
 */
const keys = {
  football: `mwa_${'F'.repeat(24)}`,
  basketball: `mwa_${'B'.repeat(24)}`,
  refused: `mwa_${'R'.repeat(24)}`,
  quiet: `mwa_${'Q'.repeat(24)}`,
};
const football = makeMatch({ matchId: 4_300_000_001, score: { home: 1, away: 0 }, clock: "30'" });
const basketball = makeMatch({
  matchId: 900_001,
  animType: 1,
  clock: 'Q2 05:00',
  period: 2,
  score: { home: 40, away: 38 },
});
const kickOff = makeEvent({ eventId: 1, type: 'kick-off', side: '', clock: "0'", score: { home: 0, away: 0 } });
const firstGoal = makeEvent({ eventId: 2, type: 'goal', side: 'home', clock: "21'", playerName: 'J. Striker' });

let server: TFakeWidgetServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const widget = (id: string) => page.locator(`#${id}`);
const part = (id: string, name: string) => page.locator(`#${id} [data-part="${name}"]`);

const div = (id: string, key: string, attributes: string) =>
  `<div id="${id}" data-matchwire-animation data-key="${key}" ${attributes}></div>`;

/** The page's own styles try to reach the widget: inherited colour and size, rules on its element names. */
const testPage = (port: number) =>
  '<!doctype html><html lang="en"><head><style nonce="page">body{color:#ff0000;font-size:40px} svg,ol{display:none!important}</style></head><body>' +
  div('football', keys.football, 'data-sport="football" style="width:900px"') +
  div('basketball', keys.basketball, 'data-sport="basketball" data-lang="vi" style="width:340px"') +
  div('refused', keys.refused, 'data-lang="vi" style="width:400px"') +
  div('quiet', keys.quiet, 'style="width:400px"') +
  // The script comes from another origin than the page (localhost against 127.0.0.1).
  `<script async src="http://localhost:${port}/widget/v1/animation.js"></script></body></html>`;

beforeAll(async () => {
  server = await startFakeWidgetServer({
    page: testPage,
    config: makeConfig({ imageUrl: '/widget/v1/image?file=silk/animation/fence.png', extraImageUrls: [] }),
    matches: { 0: football, 1: basketball },
    events: { [football.matchId]: [kickOff, firstGoal] },
    refusals: { [keys.refused]: 16003 },
    quietKeys: [keys.quiet],
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`http://127.0.0.1:${server.port}/page`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

declare global {
  interface Window {
    MatchwireWidget: typeof widgetPackage;
    preview?: TWidgetHandle;
  }
}

describe('the widget in a page', () => {
  it('shows the live match with its score, clock and an accessible summary', async () => {
    await expect.poll(() => widget('football').getAttribute('data-state')).toBe('live');
    await expect(part('football', 'score').textContent()).resolves.toBe('1–0');
    await expect(part('football', 'clock').textContent()).resolves.toMatch(/^\d+'$/);
    await expect(part('football', 'status').textContent()).resolves.toBe('Live');
    await expect(part('football', 'field').getAttribute('aria-label')).resolves.toMatch(
      /^Riverside 1–0 Hill Town, \d+'$/,
    );
    await expect(part('football', 'field').getAttribute('role')).resolves.toBe('img');
    await expect(page.locator('#football [data-part="fence"] image').count()).resolves.toBe(10);
  });

  it('keeps the page’s styles out and its own in', async () => {
    const colour = await part('football', 'score').evaluate((element) => getComputedStyle(element).color);
    expect(colour).toBe('rgb(20, 23, 26)');
    // Its own styles apply under the page's strict Content-Security-Policy.
    const size = await part('football', 'score').evaluate((element) => getComputedStyle(element).fontSize);
    expect(size).toBe('22px');
    await expect(part('football', 'field').isVisible()).resolves.toBe(true);
  });

  it('shows a basketball game in Vietnamese, narrow under 560 px', async () => {
    await expect.poll(() => widget('basketball').getAttribute('data-state')).toBe('live');
    await expect(widget('basketball').getAttribute('data-layout')).resolves.toBe('narrow');
    await expect(part('basketball', 'status').textContent()).resolves.toBe('Trực tiếp');
    await expect(part('basketball', 'clock').textContent()).resolves.toMatch(/^Q2 0[45]:\d\d$/);
  });

  it('passes axe-core’s WCAG 2.x A and AA rules, inside its shadow root too', async () => {
    await expect.poll(() => widget('refused').getAttribute('data-state')).toBe('refused');
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(
        { include: [['#football'], ['#basketball'], ['#refused']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      );
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    });
    expect(violations).toEqual([]);
  });

  it('shows a refusal in the widget’s language instead of the field', async () => {
    await expect.poll(() => widget('refused').getAttribute('data-state')).toBe('refused');
    await expect(part('refused', 'message').textContent()).resolves.toBe('Widget này chưa được bật cho trang web này');
    await expect(part('refused', 'field').isVisible()).resolves.toBe(false);
  });

  it('says so when no match is live', async () => {
    await expect.poll(() => widget('quiet').getAttribute('data-state')).toBe('no-match');
    await expect(part('quiet', 'message').textContent()).resolves.toBe('No live match right now');
  });

  it('takes a new event: score, timeline and an announcement', async () => {
    server.push(
      football.matchId,
      makeEvent({
        eventId: 3,
        type: 'goal',
        side: 'away',
        clock: "40'",
        score: { home: 1, away: 1 },
        playerName: 'K. Visitor',
      }),
    );
    await expect.poll(() => part('football', 'score').textContent()).toBe('1–1');
    await expect(part('football', 'announcer').textContent()).resolves.toBe(
      'Goal for Hill Town! Riverside 1–1 Hill Town',
    );
    await expect(page.locator('#football [data-part="events"] li').first().textContent()).resolves.toContain(
      'K. Visitor',
    );
  });

  it('reconnects after the stream breaks and draws each event once', async () => {
    const opened = server.streamsOpened();
    server.dropStreams();
    // The widget waits 1 s before its first reconnect (its backoff), longer than a poll's default second.
    await expect.poll(() => server.streamsOpened(), { timeout: 10_000 }).toBeGreaterThan(opened);
    const card: TWidgetEvent = makeEvent({
      eventId: 4,
      type: 'yellow-card',
      side: 'home',
      clock: "44'",
      score: { home: 1, away: 1 },
    });
    server.push(football.matchId, card);
    await expect.poll(() => page.locator('#football [data-part="events"] li').count()).toBe(4);
    await expect(page.locator('#football [data-part="events"] li').first().textContent()).resolves.toContain(
      'Yellow card',
    );
  });

  it('mounts a widget added to the page later', async () => {
    await page.evaluate((key) => {
      const element = document.createElement('div');
      element.id = 'later';
      element.dataset.matchwireAnimation = '';
      element.dataset.key = key;
      document.body.append(element);
    }, keys.football);
    await expect.poll(() => widget('later').getAttribute('data-state')).toBe('live');
    // Below the fold it does not animate, yet its header is there for the page's readers.
    await expect(part('later', 'score').textContent()).resolves.toBe('1–1');
    expect(pageErrors).toEqual([]);
  });

  it('draws a given config without asking for one, redraws it on update and stops on destroy', async () => {
    await page.addScriptTag({ url: `http://localhost:${server.port}/test/package.js` });
    const config = makeConfig();
    // Only the preview uses `demo`: the page's other widgets may still be reconnecting from the test before.
    const openBefore = server.streamsOpen('demo');
    await page.evaluate(
      ({ config, apiOrigin }) => {
        const host = document.createElement('div');
        host.id = 'preview';
        document.body.prepend(host);
        window.preview = window.MatchwireWidget.mountAnimation(host, { key: 'demo', animType: 0, config, apiOrigin });
      },
      { config, apiOrigin: `http://localhost:${server.port}` },
    );
    await expect.poll(() => widget('preview').getAttribute('data-state')).toBe('live');
    expect(server.calls.filter((call) => call.endsWith(' demo'))).toEqual([
      '/widget/v1/matches demo',
      '/widget/v1/live demo',
    ]);
    // The venue's pattern: its first rectangle is the material's primary colour.
    const venueColour = () => page.locator('#preview pattern[id$="v"] rect').first().getAttribute('fill');
    await expect(venueColour()).resolves.toBe(config.materials.venue.style.primary);
    const picked = structuredClone(config);
    picked.materials.venue.style = { primary: '#123456', secondary: '#654321', pattern: 'checks' };
    await page.evaluate((next) => window.preview!.update(next), picked);
    await expect.poll(venueColour).toBe('#123456');
    await page.evaluate(() => window.preview!.destroy());
    await expect(widget('preview').getAttribute('data-state')).resolves.toBeNull();
    await expect.poll(() => server.streamsOpen('demo')).toBe(openBefore);
  });
});
