import { describe, expect, it } from 'vitest';
import { gotoHydrated, useTrackedPages } from './browser';

/**
 * When the last stylesheet the first paint waits for had arrived, and when the browser started
 * fetching the framework chunk (ms since navigation, Resource Timing).
 */
async function stylesAndFrameworkFetch(page: Parameters<typeof gotoHydrated>[0]) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const styles = resources.filter((entry) => entry.initiatorType === 'link' && entry.name.endsWith('.css'));
    const framework = resources.find((entry) => new URL(entry.name).pathname.startsWith('/assets/framework-'));
    return {
      stylesheets: styles.length,
      stylesArrivedAt: Math.max(...styles.map((entry) => entry.responseEnd)),
      frameworkFetchedAt: framework?.startTime,
    };
  });
}

/**
 * The server's HTML is on screen before the page's scripts are fetched (docs/decisions/0023): the
 * hydration waits for the first paint (which waits for the stylesheets), then preloads every script
 * side by side and hydrates.
 */
describe('paint first, then hydrate', () => {
  const { open } = useTrackedPages();

  it.each([
    ['home', '/?lang=en'],
    ['a product', '/products/detail-new/football-top-5-european-leagues-82.html?lang=en'],
    ['the docs', '/docs?id=football.matches&lang=vi'],
    ['sign-in', '/auth/login?lang=en'],
  ])('%s paints before its scripts are fetched, then hydrates', async (_name, path) => {
    const { page } = await open();
    await gotoHydrated(page, path);
    const { stylesheets, stylesArrivedAt, frameworkFetchedAt } = await stylesAndFrameworkFetch(page);
    expect(stylesheets, 'the page’s render-blocking stylesheets').toBeGreaterThan(0);
    expect(frameworkFetchedAt, 'the framework chunk fetched').toBeGreaterThan(0);
    // The scripts take no bandwidth from what the first paint needs: they are asked for once it is painted.
    expect(frameworkFetchedAt!).toBeGreaterThanOrEqual(stylesArrivedAt);
    // Every script the page needs was preloaded together, once the page was painted.
    const preloads = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(preloads.some((href) => href.startsWith('/assets/framework-'))).toBe(true);
    expect(preloads.some((href) => href.startsWith('/assets/entry.client-'))).toBe(true);
  });

  it('hydrates a page the gateway kept, whose policy names its inline scripts by hash', async () => {
    const path = '/products/detail-new/football-top-5-european-leagues-82.html';
    for (let visit = 0; visit < 2; visit += 1) {
      const { page } = await open();
      const response = await gotoHydrated(page, path);
      if (visit === 1) expect(response?.headers()['x-cache']).toBe('hit');
      // The dropdown works: hydrated, not just painted (the tracked page fails on a CSP report).
      const trigger = page.locator('button.dropdown__trigger').first();
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    }
  });
});
