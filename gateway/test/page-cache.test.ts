import { createHash, randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DecodedPages, storedForm } from '../src/routes/page-cache-entries.ts';
import { cachedPageOf, inlineHashes, sharedMaxAge } from '../src/routes/page-cache.ts';
import { MemoryStore } from '../src/stores/memory-store.ts';
import { newVisitor, useGatewayUnderTest } from './support/gateway-under-test.ts';

const underTest = useGatewayUnderTest();
const PUBLIC = 'public, max-age=0, s-maxage=60';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const SCRIPT = 'window.__ready=1';
const STYLE = 'body{color:red}';
const page = (marker: string) =>
  `<!doctype html><html lang="en"><style nonce="x">${STYLE}</style><p>${marker}</p>` +
  `<script nonce="x">${SCRIPT}</script><script type="module" src="/assets/entry.js"></script></html>`;

/** The stand-in web server renders pages a shared cache may keep, each with the number of its render. */
function renderKeepablePages(headers: Record<string, string> = {}): { renders: () => number } {
  let renders = 0;
  underTest.upstream.answerPage = () => ({
    headers: { 'cache-control': PUBLIC, ...headers },
    html: page(`render ${++renders}`),
  });
  return { renders: () => renders };
}

async function open(path: string, headers: Record<string, string> = {}) {
  return underTest.gateway.app.inject({ url: path, headers: { ...newVisitor(), 'user-agent': BROWSER, ...headers } });
}

/** The page is kept once compressed, just after the first answer: wait until the store has it. */
async function whenKept(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const answer = await open(path, headers);
    if (answer.headers['x-cache'] === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never kept`);
}

/** How many times the web server was asked for `path` (and its variants) in this test. */
const rendersOf = (path: string) =>
  underTest.upstream.received.filter((request) => request.url.startsWith(path)).length;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('rendered-page cache', () => {
  it('renders a public page once for anonymous visitors and lists its inline hashes in the policy', async () => {
    const web = renderKeepablePages();
    const path = `/docs?id=${randomUUID()}`;
    const first = await open(path);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await whenKept(path, { 'accept-encoding': 'br' });
    expect(web.renders()).toBeLessThanOrEqual(2);
    const rendered = web.renders();
    await open(path);
    expect(web.renders()).toBe(rendered);
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe((await open(path)).body);
    const policy = String(second.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(SCRIPT)}`);
    expect(policy).toContain(`style-src 'self' ${sha256(STYLE)}`);
    expect(policy).not.toContain('nonce-');
    expect(second.headers['cache-control']).toBe(PUBLIC);
    const revalidated = await open(path, { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps languages and device classes apart', async () => {
    const web = renderKeepablePages();
    const path = `/faq?x=${randomUUID()}`;
    const bot = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
    await whenKept(path, { 'accept-language': 'en' });
    const english = web.renders();
    await whenKept(path, { 'accept-language': 'vi' });
    expect(web.renders()).toBeGreaterThan(english);
    const vietnamese = web.renders();
    // The cookie's language wins over the browser's: the Vietnamese page, already kept.
    expect((await open(path, { cookie: 'lang=vi', 'accept-language': 'en' })).headers['x-cache']).toBe('hit');
    await whenKept(path, { 'accept-language': 'en', 'user-agent': bot });
    expect(web.renders()).toBeGreaterThan(vietnamese);
  });

  it('never looks up or keeps a page for a session cookie, an impersonation query or a new ?lang=', async () => {
    renderKeepablePages();
    const path = `/blog-list?page=${randomUUID()}`;
    await whenKept(path);
    const before = rendersOf(path);
    for (const headers of [{ cookie: 'jwt=anything' }, { cookie: 'token=t' }, { cookie: 'staff_jwt=s' }]) {
      const answer = await open(path, headers);
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    expect((await open(`${path}&_userId=7&_adminAccessToken=t`)).headers['x-cache']).toBeUndefined();
    expect((await open(`${path}&lang=vi`)).headers['x-cache']).toBeUndefined();
    expect(rendersOf(path)).toBe(before + 5);
  });

  it('keeps only what the web server lets shared caches keep', async () => {
    const refusals: Record<string, string>[] = [
      { 'cache-control': 'private, no-store' },
      { 'cache-control': PUBLIC, 'set-cookie': 'lang=vi; Path=/' },
      {},
    ];
    for (const headers of refusals) {
      let renders = 0;
      underTest.upstream.answerPage = () => ({ headers, html: page(`render ${++renders}`) });
      const path = `/faq?case=${randomUUID()}`;
      await open(path);
      expect((await open(path)).headers['x-cache']).toBeUndefined();
      expect(renders).toBe(2);
    }
    underTest.upstream.answerPage = () => ({ status: 404, headers: { 'cache-control': PUBLIC }, html: page('none') });
    const missing = `/nothing-${randomUUID()}`;
    await open(missing);
    expect((await open(missing)).headers['x-cache']).toBeUndefined();
  });
});

describe('what the page cache reads', () => {
  it("takes the web server's s-maxage only for public answers without a cookie", () => {
    expect(sharedMaxAge(PUBLIC, false)).toBe(60);
    expect(sharedMaxAge(PUBLIC, true)).toBeUndefined();
    expect(sharedMaxAge('public, max-age=60', false)).toBeUndefined();
    expect(sharedMaxAge('private, s-maxage=60', false)).toBeUndefined();
    expect(sharedMaxAge(undefined, false)).toBeUndefined();
  });

  it('hashes inline scripts and styles, not scripts loaded by address', () => {
    expect(inlineHashes(page('x'))).toEqual({ scripts: [sha256(SCRIPT)], styles: [sha256(STYLE)] });
  });
});

describe("a gateway process's decoded pages", () => {
  const keep = async (store: MemoryStore, key: string, marker: string) => {
    const body = Buffer.from(page(marker));
    const entry = await cachedPageOf(
      body,
      { contentType: 'text/html', cacheControl: PUBLIC },
      inlineHashes(page(marker)),
    );
    await store.setCached(key, storedForm(entry), 60);
  };

  it('serves a hit from the copy it decoded, and never a page the store dropped or replaced', async () => {
    const store = new MemoryStore();
    let wholeReads = 0;
    const getCached = store.getCached.bind(store);
    store.getCached = async (key) => (wholeReads++, getCached(key));
    const pages = new DecodedPages(store, 1024 * 1024);
    const key = `page:/docs|en|browser`;
    await keep(store, key, 'first');
    expect((await pages.read(key))?.bodies.identity.toString()).toBe(page('first'));
    expect(brotliDecompressSync((await pages.read(key))!.bodies.br).toString()).toBe(page('first'));
    expect(wholeReads).toBe(1);

    await store.clearCached('page:/docs');
    expect(await pages.read(key)).toBeUndefined();
    await keep(store, key, 'second');
    expect((await pages.read(key))?.bodies.identity.toString()).toBe(page('second'));
  });

  it('holds no more than its byte budget, letting the least recently served go', async () => {
    const store = new MemoryStore();
    const pages = new DecodedPages(store, 3 * page('a').length);
    for (const marker of ['a', 'b', 'c']) await keep(store, `page:/${marker}`, marker);
    for (const marker of ['a', 'b', 'c']) expect(await pages.read(`page:/${marker}`)).toBeDefined();
    let wholeReads = 0;
    const getCached = store.getCached.bind(store);
    store.getCached = async (key) => (wholeReads++, getCached(key));
    // Each holds its page three times (plain and two compressed), so only the latest fits.
    expect((await pages.read('page:/c'))?.bodies.identity.toString()).toBe(page('c'));
    expect(wholeReads).toBe(0);
    expect((await pages.read('page:/a'))?.bodies.identity.toString()).toBe(page('a'));
    expect(wholeReads).toBe(1);
  });
});
