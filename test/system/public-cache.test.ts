import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, changeProduct, eventually, newVisitor } from '../support/gateway-client.ts';
import { askService, dataOf } from '../support/public-api.ts';
import { customerCookie, testerCookie } from '../support/tester-session.ts';

/**
 * The gateway's public data cache on the running stack (Redis, Kafka): what pages read is kept,
 * keyed by route, query and canonical body, never for errors or across the tester split, and
 * dropped by the catalogue's and the docs service's events.
 */

// The web server's own calls, as a page render makes them (not counted against the visitor's budget).
const visitor = { ...newVisitor(), 'x-mw-web-server-token': testEnv.webServerToken };
// Real sessions: the gateway believes a jwt only while its session is live (docs/decisions/0009).
const signedIn = async (tester: boolean) => ({ cookie: await (tester ? testerCookie() : customerCookie()) });

type TRead = { method: 'GET' | 'POST'; path: string; form?: string };
type TAnswer = { status: number; cache: string | null; text: string };

/** Reads through the gateway as the web server does while rendering a page: form-encoded bodies (SPEC 7), brackets for nested fields. */
async function read({ method, path, form }: TRead, headers: Record<string, string> = {}): Promise<TAnswer> {
  const response = await callGateway(path, {
    method,
    body: form,
    headers: {
      ...visitor,
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...headers,
    },
  });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
}

const get = (path: string): TRead => ({ method: 'GET', path });
const post = (path: string, form: string): TRead => ({ method: 'POST', path, form });

// What the root loader and the pages ask for (web/app/root.tsx and features/*/api).
const footerArticles = post(
  '/api/blog/getBlogList',
  'articleType%5BtypeId%5D=20&childType%5BchildTypeId%5D=-1&page%5Boffset%5D=0&page%5Blimit%5D=3&isSeo=true&lang=en',
);
const catalogueReads = [
  get('/api/setting/getSystemConfig'),
  get('/api/subscribe/homeBanner?lang=en'),
  post('/api/link/getLinks', ''),
  get('/api/product/list?sportType=1'),
];
const docsReads = [
  footerArticles,
  post('/api/blog/getBlogById', 'id=101&lang=en'),
  post('/api/doc/getById', 'id=20&lang=en'),
  post('/api/faq/searchFaq', 'keyType=1&searchKey=12&status=1&page%5Boffset%5D=0&page%5Blimit%5D=1&lang=en'),
];

async function gatewayMetric(name: string, labels: string[]): Promise<number> {
  const metrics = await (await fetch(`${testEnv.gatewayOpsUrl}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((entry) => entry.startsWith(name) && labels.every((label) => entry.includes(label)));
  return Number(line?.split(' ').pop() ?? 0);
}

describe('public cache: what is kept', () => {
  it.each([...catalogueReads, ...docsReads].map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    'answers a second identical %s from the cache',
    async (_name, entry) => {
      const first = await read(entry);
      expect(first.status, first.text).toBe(200);
      expect(JSON.parse(first.text).resultCode).toBe(0);
      const second = await read(entry);
      expect(second.cache).toBe('hit');
      expect(second.text).toBe(first.text);
    },
  );

  it('shares one entry between bodies with the same fields in another order', async () => {
    const searchKey = `nothing-like-${randomUUID()}`;
    const first = await read(
      post('/api/faq/searchFaq', `searchKey=${searchKey}&page%5Boffset%5D=0&page%5Blimit%5D=10&lang=en`),
    );
    expect(first.cache).toBe('miss');
    const reordered = await read(
      post('/api/faq/searchFaq', `lang=en&page[limit]=10&searchKey=${searchKey}&page[offset]=0`),
    );
    expect(reordered.cache).toBe('hit');
    expect(reordered.text).toBe(first.text);
  });

  it('keeps different bodies and languages apart', async () => {
    const searchKey = `nothing-like-${randomUUID()}`;
    for (const form of [
      `searchKey=${searchKey}&lang=en`,
      `searchKey=${searchKey}&lang=vi`,
      `searchKey=${searchKey}-2&lang=en`,
    ]) {
      expect((await read(post('/api/faq/searchFaq', form))).cache, form).toBe('miss');
    }
    // The same article in two languages: two entries, two answers.
    const en = JSON.parse((await read(post('/api/blog/getBlogById', 'id=101&lang=en'))).text);
    const vi = JSON.parse((await read(post('/api/blog/getBlogById', 'lang=vi&id=101'))).text);
    expect(en.data.title).toBe('Expected goals (xG) arrive in match statistics');
    expect(vi.data.title).toBe('Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu');
  });

  it('never keeps an error answer', async () => {
    for (const entry of [
      post('/api/blog/getBlogById', 'id=999999&lang=en'),
      post('/api/doc/getById', `id=missing_${Date.now()}`),
      get('/api/doc/logsBySportType?sportType=9'),
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await read(entry);
        expect(answer.status, entry.path).toBeGreaterThanOrEqual(400);
        expect(answer.cache, entry.path).toBe('miss');
      }
    }
  });

  it('counts hits and misses per route', async () => {
    const labels = ['route="POST /api/link/getLinks"', 'outcome="hit"'];
    const before = await gatewayMetric('gateway_public_cache_requests_total', labels);
    await read(post('/api/link/getLinks', ''));
    await read(post('/api/link/getLinks', ''));
    expect(await gatewayMetric('gateway_public_cache_requests_total', labels)).toBeGreaterThanOrEqual(before + 1);
  });
});

describe('public cache: who shares an entry', () => {
  const testerOnly = 'Expected Goals (xG) Beta';
  const productList = get('/api/product/list?sportType=1');

  it('never shows a tester the public product entry, nor anyone else the tester entry', async () => {
    await read(productList);
    const tester = await signedIn(true);
    await read(productList, tester);
    const testerAgain = await read(productList, tester);
    expect(testerAgain.cache).toBe('hit');
    expect(testerAgain.text).toContain(testerOnly);

    const publicAnswer = await read(productList);
    expect(publicAnswer.cache).toBe('hit');
    expect(publicAnswer.text).not.toContain(testerOnly);
    // A signed-in customer who is no tester shares the public entry.
    const customer = await read(productList, await signedIn(false));
    expect(customer.cache).toBe('hit');
    expect(customer.text).toBe(publicAnswer.text);
    // Another tester gets the tester entry, not the public one just read.
    expect((await read(productList, await signedIn(true))).text).toContain(testerOnly);
  });
});

describe('public cache: events drop the entries', () => {
  const invalidations = (source: string) =>
    gatewayMetric('gateway_public_cache_invalidations_total', [`source="${source}"`]);
  const warm = async (entries: TRead[]) => {
    for (const entry of entries) {
      await read(entry);
      expect((await read(entry)).cache, entry.path).toBe('hit');
    }
  };
  const outcomes = async (entries: TRead[]) => Promise.all(entries.map(async (entry) => (await read(entry)).cache));
  const afterInvalidation = async (source: string, before: number) =>
    eventually(
      async () => ((await invalidations(source)) > before ? true : undefined),
      20_000,
      `a ${source} invalidation`,
    );

  it('a product change drops the catalogue entries (system config, banner, links, products), not the docs ones', async () => {
    await warm([...catalogueReads, ...docsReads]);
    const before = await invalidations('catalogue');
    // Saving a product as it is publishes catalogue.product-changed.v1 and changes nothing else.
    const product = await dataOf(askService(testEnv.catalogueUrl, '/api/product/detail?productId=84'));
    expect((await changeProduct(84, { salesBaseCount: product.salesBaseCount })).status).toBe(200);

    await afterInvalidation('catalogue', before);
    expect(await outcomes(catalogueReads)).toEqual(catalogueReads.map(() => 'miss'));
    expect(await outcomes(docsReads)).toEqual(docsReads.map(() => 'hit'));
  });

  it('a document change drops the docs entries (documents, FAQ, blog), not the catalogue ones', async () => {
    await warm([...catalogueReads, ...docsReads]);
    const before = await invalidations('docs');
    const document = await dataOf(askService(testEnv.docsUrl, '/api/doc/getById', { id: '105' }));
    const saved = await fetch(`${testEnv.docsUrl}/internal/documents/105`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
      body: JSON.stringify({ disableAutoShow: document.disableAutoShow }),
    });
    expect(saved.status).toBe(200);

    await afterInvalidation('docs', before);
    expect(await outcomes(docsReads)).toEqual(docsReads.map(() => 'miss'));
    expect(await outcomes(catalogueReads)).toEqual(catalogueReads.map(() => 'hit'));
  });
});
