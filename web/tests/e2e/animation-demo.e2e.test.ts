import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { nextMatchEvent, type TSimulatedSport } from '../../../test/support/simulated-scores.ts';
import { BASE_URL, gotoHydrated, useTrackedPages } from './browser';

/**
 * The live-animation demo pages (SPEC 2: /animation, /bskAnimation): the widget shows a live match
 * whose score, clock and events change as the data API's simulator plays it. The simulator is
 * deterministic, so each test watches the match that changes next (test/support/simulated-scores.ts):
 * baskets come every few seconds; goals are rarer, and at quiet hours (one football match live,
 * at half-time) nothing happens in football for minutes, so the football test watches the next goal
 * when one is due within a few minutes, else the next event of any kind, and waits for it.
 */

/** Time for the page to load and the widget to join the match's stream: the event comes later. */
const LEAD_MS = 30_000;
/** A goal due this soon is the one watched. */
const GOAL_SEARCH_MS = 4 * 60_000;
/** Otherwise the next event of any kind, up to this far ahead. */
const EVENT_SEARCH_MS = 15 * 60_000;
/** After the event is due, how long its arrival through Kafka, the stream and the widget may take. */
const ARRIVAL_MS = 30_000;
/** A football clock shows minutes: it moves on within a minute of play. */
const CLOCK_CHANGE_MS = 75_000;
const TEST_TIMEOUT_MS = LEAD_MS + EVENT_SEARCH_MS + ARRIVAL_MS + CLOCK_CHANGE_MS + 60_000;

const widget = (page: Page) => page.locator('[data-testid="live-widget"]');
const liveWidget = (page: Page) => page.locator('[data-testid="live-widget"][data-state="live"]');
// Playwright's CSS locators reach into the widget's open shadow root.
const part = (page: Page, name: string) => widget(page).locator(`[data-part="${name}"]`);
const timelineLength = (page: Page) => part(page, 'events').locator('li:not(.empty)').count();

/**
 * Opens `path` on the match of `sport` that the soonest event of `next` belongs to, waits for the
 * widget to show it live, then for the event to reach the page: the timeline grows, a goal or a
 * basket changes the score, and the clock moves on.
 */
async function watchNextEvent(page: Page, path: string, sport: TSimulatedSport) {
  const from = new Date(Date.now() + LEAD_MS);
  const next =
    nextMatchEvent(sport, from, GOAL_SEARCH_MS, { isScoring: true }) ??
    nextMatchEvent(sport, from, EVENT_SEARCH_MS, { isScoring: false });
  expect(next, `a ${sport} event within ${EVENT_SEARCH_MS / 60_000} minutes`).toBeDefined();
  const { matchId, occurredAt, isScoring } = next!;

  await gotoHydrated(page, `${path}?matchId=${matchId}&lang=en`);
  await liveWidget(page).waitFor({ timeout: LEAD_MS });
  const scoreBefore = (await part(page, 'score').textContent()) ?? '';
  const clockBefore = (await part(page, 'clock').textContent()) ?? '';
  const eventsBefore = await timelineLength(page);
  expect(scoreBefore).toMatch(/^\d+\D+\d+$/);
  expect(Date.now(), 'the widget is live before the event').toBeLessThan(occurredAt.getTime());

  // Each wait ends at the same deadline: the event due, plus its way to the page.
  const remaining = () => Math.max(occurredAt.getTime() + ARRIVAL_MS - Date.now(), 1000);
  // The timeline keeps the last 30 events: a basketball game's is full, its newest entry changes.
  const newestBefore = await part(page, 'events').locator('li').first().textContent();
  await expect
    .poll(
      async () =>
        (await timelineLength(page)) > eventsBefore ||
        (await part(page, 'events').locator('li').first().textContent()) !== newestBefore,
      { timeout: remaining() },
    )
    .toBe(true);
  if (isScoring) {
    await expect.poll(() => part(page, 'score').textContent(), { timeout: remaining() }).not.toBe(scoreBefore);
  }
  await expect.poll(() => part(page, 'clock').textContent(), { timeout: CLOCK_CHANGE_MS }).not.toBe(clockBefore);
  return next!;
}

/** How many matches a demo list (SPEC 7) has live now. */
async function countLive(path: string): Promise<number> {
  const response = await fetch(`${BASE_URL}${path}?lang=en&limit=7`, { headers: newVisitor() });
  const { data } = (await response.json()) as { data: { matchList: { status: string }[] } };
  return data.matchList.filter((match) => match.status === 'live').length;
}

describe('live-animation demo pages (/animation, /bskAnimation)', () => {
  const { open } = useTrackedPages();

  it(
    '/animation shows a live football match whose events timeline and clock change (and its score, for a goal)',
    async () => {
      const { page } = await open();
      await watchNextEvent(page, '/animation', 'football');
      await page.getByRole('heading', { level: 1, name: 'Live football animation' }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    '/bskAnimation shows a live basketball game whose score and clock change',
    async () => {
      const { page } = await open({ viewport: { width: 360, height: 800 } });
      const { isScoring } = await watchNextEvent(page, '/bskAnimation', 'basketball');
      expect(isScoring, 'a basket is always due within minutes').toBe(true);
      await page.getByRole('heading', { level: 1, name: 'Live basketball animation' }).waitFor();
      // Nothing sticks out of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    },
    TEST_TIMEOUT_MS,
  );

  it('switches to another live match from the list, in Vietnamese too', async () => {
    // The sport with more matches live now (at quiet hours football may have one).
    const [football, basketball] = await Promise.all(['/animAPI/live', '/bskAnimAPI/live'].map(countLive));
    const [path, title] =
      football! >= basketball!
        ? ['/animation', 'Hoạt ảnh bóng đá trực tiếp']
        : ['/bskAnimation', 'Hoạt ảnh bóng rổ trực tiếp'];
    const { page } = await open({ locale: 'vi-VN' });
    await gotoHydrated(page, `${path}?lang=vi`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await liveWidget(page).waitFor();
    const others = page.locator('.match-switcher a');
    expect(await others.count(), 'another match is live').toBeGreaterThan(0);
    const other = others.first();
    const matchId = await other.getAttribute('data-match-id');
    const teams = (await other.locator('.match-switcher__teams').textContent()) ?? '';
    await Promise.all([page.waitForURL((url) => url.searchParams.get('matchId') === matchId), other.click()]);
    // The widget is drawn again, for the chosen match.
    await expect.poll(async () => teams.startsWith((await part(page, 'home').textContent()) || '-')).toBe(true);
    await liveWidget(page).waitFor();
  });

  it('logging out from an animation page returns the visitor home (SPEC 2)', async () => {
    const { page, context } = await open();
    const email = uniqueEmail('animation-demo');
    const session = await registerAndActivate(email, newVisitor());
    await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })));
    await gotoHydrated(page, '/bskAnimation?lang=en');
    await page.locator('.compact-header').getByRole('button', { name: email }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.locator('#compact-menu-account').getByRole('button', { name: 'Log out' }).click(),
    ]);
    await page.locator('.site-header__actions').getByRole('link', { name: 'Log in', exact: true }).waitFor();
  });
});
