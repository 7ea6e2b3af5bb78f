import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { changeProduct, eventually, newVisitor, openPage } from '../support/gateway-client.ts';
import { askService, dataOf } from '../support/public-api.ts';
import { customerCookie } from '../support/tester-session.ts';

/**
 * The gateway's rendered-page cache on the running stack (docs/decisions/0022): anonymous visitors
 * of a public page get the HTML the web server rendered for the first of them, with a hash-based
 * Content-Security-Policy, an ETag and a Cache-Control a CDN can honour; signed-in visitors and
 * personal pages never do; the catalogue's events drop the kept pages.
 */

type TPage = {
  status: number;
  cache: string | null;
  policy: string;
  etag: string | null;
  cacheControl: string | null;
  html: string;
};

async function open(path: string, headers: Record<string, string> = {}): Promise<TPage> {
  const response = await openPage(path, { ...newVisitor(), 'accept-language': 'en', ...headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    policy: response.headers.get('content-security-policy') ?? '',
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** The policy's hash for every inline script the page carries, and whether each is there. */
function unlistedInlineScripts(page: TPage): string[] {
  const scripts = [...page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes!),
  );
  expect(scripts.length).toBeGreaterThan(0);
  return scripts
    .map(([, , content]) => `'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`)
    .filter((hash) => !page.policy.includes(hash));
}

/** The home page with a query parameter it does not read: rendered for itself alone, never kept. */
const freshHome = () => `/?from=${randomUUID()}`;

describe('rendered-page cache', () => {
  it('serves a public page to the next visitor from the cache, with hashes instead of a nonce', async () => {
    const path = '/docs?id=105';
    const first = await open(path);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=60');
    const second = await eventually(
      async () => {
        const page = await open(path);
        return page.cache === 'hit' ? page : undefined;
      },
      5_000,
      'the page served from the cache',
    );
    // Later visitors get the very page kept, byte for byte.
    const third = await open(path);
    expect([third.cache, third.html, third.etag]).toEqual(['hit', second.html, second.etag]);
    expect(second.html).toContain('<title>');
    expect(second.policy).not.toContain("'nonce-");
    expect(unlistedInlineScripts(second)).toEqual([]);
    // A browser holding the page revalidates it with its ETag.
    const revalidated = await openPage(path, {
      ...newVisitor(),
      'accept-language': 'en',
      'if-none-match': second.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(second.policy);
  });

  it('keeps each language apart, chosen by the cookie or the browser', async () => {
    const kept = (headers: Record<string, string>) =>
      eventually(
        async () => {
          const page = await open('/faq', headers);
          return page.cache === 'hit' ? page : undefined;
        },
        5_000,
        'the FAQ page kept',
      );
    const english = await kept({});
    const vietnamese = await kept({ cookie: 'lang=vi' });
    expect(english.html).toContain('<html lang="en"');
    expect(vietnamese.html).toContain('<html lang="vi"');
    // The cookie's language wins over the browser's.
    const byCookie = await open('/faq', { 'accept-language': 'en', cookie: 'lang=vi' });
    expect([byCookie.cache, byCookie.html]).toEqual(['hit', vietnamese.html]);
  });

  it('never serves or keeps a page for a signed-in customer, nor keeps a page that reads what it is not declared to', async () => {
    const cookie = await customerCookie();
    await open('/docs?id=105');
    const signedIn = await open('/docs?id=105', { cookie });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.cacheControl).toBeNull();
    expect(signedIn.policy).toContain("'nonce-");

    const undeclared = freshHome();
    await open(undeclared);
    const again = await open(undeclared);
    expect(again.cache).toBeNull();
    expect(again.policy).toContain("'nonce-");
  });

  it('never keeps a login-required or personal page', async () => {
    for (const path of ['/auth/login', '/faq/article/1']) {
      await open(path);
      const again = await open(path);
      expect(again.cache, path).toBeNull();
      expect(again.cacheControl, path).toBeNull();
    }
  });

  it('drops kept pages when the catalogue changes', async () => {
    const path = '/products/detail-new/football-english-premier-league-83.html';
    await open(path);
    await eventually(async () => ((await open(path)).cache === 'hit' ? true : undefined), 5_000, 'the page kept');
    // Saving a product as it is publishes catalogue.product-changed.v1 and changes nothing else.
    const product = await dataOf(askService(testEnv.catalogueUrl, '/api/product/detail?productId=83'));
    expect((await changeProduct(83, { salesBaseCount: product.salesBaseCount })).status).toBe(200);
    await eventually(
      async () => ((await open(path)).cache === 'miss' ? true : undefined),
      20_000,
      'the page rendered again after the product changed',
    );
  });
});
