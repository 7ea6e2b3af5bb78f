import { describe, expect, it } from 'vitest';
import { requestKind } from '../src/plugins/request-kind.ts';

/**
 * What a request through the gateway is, by its URL alone: which budget it spends (the visitor's,
 * the widget's own, none for assets) and which of the site's checks it gets. The budgets themselves
 * are tested in visitor-budget.test.ts and widget-traffic.test.ts.
 */
describe('what a request through the gateway is', () => {
  it.each([
    ['/api/product/list?sportType=1', 'api'],
    ['/', 'page'],
    ['/products/football', 'page'],
    ['/products/detail-new/football-english-premier-league-83.html', 'page'],
    ['/products/football.data', 'page'],
    ['/sitemap.xml', 'page'],
    ['/robots.txt', 'page'],
    ['/assets/entry.client-BX3k9.js', 'asset'],
    ['/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/favicon.svg?v=2', 'asset'],
    // Dot segments and encoded dots resolve to a page on the web server, so they are pages here.
    ['/assets/../pricing', 'page'],
    ['/assets/%2e%2e/pricing', 'page'],
    ['//evil.example/x.js', 'page'],
    ['/healthz/../pricing', 'page'],
    // The embeddable widget's calls, from customers' pages: its script is widget traffic, not an asset.
    ['/widget/v1/config?key=k&animType=1', 'widget'],
    ['/widget/v1/animation.js', 'widget'],
    ['/widget/v1/no-such-path', 'widget'],
    ['/animAPI/live?lang=en&limit=1', 'widget'],
    ['/bskAnimAPI/live', 'widget'],
    ['/%77idget/v1/config', 'widget'],
    ['/widgets', 'page'],
    ['/animation', 'page'],
    ['/bskAnimation', 'page'],
  ])('%s is %s', (url, kind) => {
    expect(requestKind(url)).toBe(kind);
  });
});
