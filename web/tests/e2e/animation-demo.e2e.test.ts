import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../../../test/support/browser-session.ts';
import { newVisitor } from '../../../test/support/gateway-client.ts';
import { nextMatchEvent, type TNextEvent } from '../../../test/support/simulated-scores.ts';
import { BASE_URL, gotoHydrated, useTrackedPages } from './browser';

/**
 * The live-animation demo pages (SPEC 2: /animation, /bskAnimation): the widget shows a live match
 * as the data API's simulator plays it. The simulator is deterministic, so a test can ask it which
 * match changes next (test/support/simulated-scores.ts). Baskets come every few seconds, so the
 * basketball test watches the next one change the score. Football events are minutes apart (half
 * the time more than 4 minutes), so the football test does not wait for one: it checks that the
 * widget shows the simulator's score for a match in play and that its clock runs, and watches an
 * event only when one is due within a minute.
 */

/** Time for the page to load and the widget to join the match's stream: the event comes later. */
const LEAD_MS = 30_000;
/** Basketball: the next basket is looked for this far ahead (it is nearly always due within 3 minutes). */
const BASKET_SEARCH_MS = 5 * 60_000;
/** Football: an event due this soon is watched too. */
const FOOTBALL_EVENT_SEARCH_MS = 60_000;
/** After the event is due, how long its arrival through Kafka, the stream and the widget may take. */
const ARRIVAL_MS = 30_000;
/** A football clock shows minutes: it moves on within a minute of play. */
const CLOCK_CHANGE_MS = 75_000;

const widget = (page: Page) => page.locator('[data-testid="live-widget"]');
const liveWidget = (page: Page) => page.locator('[data-testid="live-widget"][data-state="live"]');
// Playwright's CSS locators reach into the widget's open shadow root.
const part = (page: Page, name: string) => widget(page).locator(`[data-part="${name}"]`);
const timelineLength = (page: Page) => part(page, 'events').locator('li:not(.empty)').count();

type TListedMatch = { matchId: number; status: string; clock: string; score: { home: number; away: number } };

/** The matches a demo list (SPEC 7) names, best first. */
async function listedMatches(path: string): Promise<TListedMatch[]> {
  const response = await fetch(`${BASE_URL}${path}?lang=en&limit=20`, { headers: newVisitor() });
  const { data } = (await response.json()) as { data: { matchList: TListedMatch[] } };
  return data.matchList;
}

/**
 * Waits for `next` to reach the page: the timeline grows (or, when full, its newest entry changes)
 * and a goal or a basket changes the score.
 */
async function watchEvent(page: Page, next: TNextEvent) {
  expect(Date.now(), 'the widget is live before the event').toBeLessThan(next.occurredAt.getTime());
  const scoreBefore = (await part(page, 'score').textContent()) ?? '';
  const eventsBefore = await timelineLength(page);
  const newestBefore = await part(page, 'events').locator('li').first().textContent();
  // Each wait ends at the same deadline: the event due, plus its way to the page.
  const remaining = () => Math.max(next.occurredAt.getTime() + ARRIVAL_MS - Date.now(), 1000);
  await expect
    .poll(
      async () =>
        (await timelineLength(page)) > eventsBefore ||
        (await part(page, 'events').locator('li').first().textContent()) !== newestBefore,
      { timeout: remaining() },
    )
    .toBe(true);
  if (next.isScoring) {
    await expect.poll(() => part(page, 'score').textContent(), { timeout: remaining() }).not.toBe(scoreBefore);
  }
}

/** The clock shown now, and a wait for it to show another time (at most CLOCK_CHANGE_MS from now). */
async function watchClock(page: Page): Promise<{ toRun: () => Promise<void> }> {
  const clockBefore = (await part(page, 'clock').textContent()) ?? '';
  const deadline = Date.now() + CLOCK_CHANGE_MS;
  return {
    toRun: () =>
      expect
        .poll(() => part(page, 'clock').textContent(), { timeout: Math.max(deadline - Date.now(), 1000) })
        .not.toBe(clockBefore),
  };
}

/** How many matches a demo list (SPEC 7) has live now. */
async function countLive(path: string): Promise<number> {
  return (await listedMatches(path)).filter((match) => match.status === 'live').length;
}

/** /animation on a match in play: the simulator's score, a running clock, and an event when one is due. */
async function showsLiveFootball(page: Page) {
  const soon = nextMatchEvent('football', new Date(Date.now() + LEAD_MS), FOOTBALL_EVENT_SEARCH_MS, {
    isScoring: false,
  });
  const inPlay = (await listedMatches('/animAPI/live')).filter((match) => match.status === 'live');
  const match =
    inPlay.find((listed) => listed.matchId === soon?.matchId) ?? inPlay.find((listed) => listed.clock !== 'HT');
  if (!match) {
    // Every live match is at half-time (or none is live): the widget says so.
    await gotoHydrated(page, '/animation?lang=en');
    await page.locator('[data-testid="live-widget"]:is([data-state="live"], [data-state="no-match"])').waitFor();
    return;
  }
  await gotoHydrated(page, `/animation?matchId=${match.matchId}&lang=en`);
  await liveWidget(page).waitFor({ timeout: LEAD_MS });
  await page.getByRole('heading', { level: 1, name: 'Live football animation' }).waitFor();
  // The clock is read before an event is watched: the minute it takes to move on mostly passes
  // while the event is awaited.
  const clock = await watchClock(page);
  if (soon && soon.matchId === match.matchId) await watchEvent(page, soon);
  else
    expect(await part(page, 'score').textContent()).toMatch(new RegExp(`^${match.score.home}\\D+${match.score.away}$`));
  if (match.clock !== 'HT') await clock.toRun();
}

/** /bskAnimation (on a phone) on the game with the next basket: the score and the clock change. */
async function showsLiveBasketball(page: Page) {
  const next = nextMatchEvent('basketball', new Date(Date.now() + LEAD_MS), BASKET_SEARCH_MS, { isScoring: true });
  expect(next, 'a basket within 5 minutes').toBeDefined();
  await gotoHydrated(page, `/bskAnimation?matchId=${next!.matchId}&lang=en`);
  await liveWidget(page).waitFor({ timeout: LEAD_MS });
  await page.getByRole('heading', { level: 1, name: 'Live basketball animation' }).waitFor();
  const clockBefore = (await part(page, 'clock').textContent()) ?? '';
  await watchEvent(page, next!);
  await expect.poll(() => part(page, 'clock').textContent(), { timeout: CLOCK_CHANGE_MS }).not.toBe(clockBefore);
  // Nothing sticks out of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('live-animation demo pages (/animation, /bskAnimation)', () => {
  const { open } = useTrackedPages();

  // Side by side: each waits for the simulator (a minute or two), so together they wait once.
  it(
    "/animation and /bskAnimation play their live matches as the simulator does (football's score and clock, a basket changing the score)",
    async () => {
      const [football, basketball] = await Promise.all([open(), open({ viewport: { width: 360, height: 800 } })]);
      await Promise.all([showsLiveFootball(football.page), showsLiveBasketball(basketball.page)]);
    },
    LEAD_MS + BASKET_SEARCH_MS + ARRIVAL_MS + CLOCK_CHANGE_MS + 60_000,
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
