import { randomUUID } from 'node:crypto';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createAssertionVerifier } from '@matchwire/kit/identity-assertion';
import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHED_BODY_LIMIT_BYTES } from '../src/routes/public-cache.ts';
import { canonicalBody, canonicalQuery } from '../src/routes/public-cache-key.ts';
import { answerSuccess, secrets, signed, type TReceived, useGatewayUnderTest } from './support/gateway-under-test.ts';

const FORM = 'application/x-www-form-urlencoded';
const underTest = useGatewayUnderTest();

// Web server calls: not rate-counted, so a test may make as many as it needs.
const asWebServer = { 'x-requested-with': 'XMLHttpRequest', 'x-mw-web-server-token': secrets.webServerToken };

async function get(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({ url: await signed(path), headers: { ...asWebServer, ...headers } });
}

async function post(
  path: string,
  body: string,
  headers: Record<string, string> = { 'content-type': FORM },
): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({
    method: 'POST',
    url: await signed(path),
    payload: body,
    headers: { ...asWebServer, ...headers },
  });
}

const apiCalls = (path: string): TReceived[] =>
  underTest.upstream.received.filter((request) => request.url.startsWith(path));
const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });
const cookieOf = (tester: boolean) => {
  const [userId, sid] = [`u-${randomUUID()}`, randomUUID()];
  underTest.upstream.liveSessions.set(sid, userId);
  return { cookie: `jwt=${signJwt({ sub: userId, email: 'u@example.com', tester, sid })}` };
};

describe('the canonical form of a request', () => {
  it('does not depend on field order or encoding, and keeps repeated fields in order', () => {
    expect(canonicalBody(FORM, Buffer.from('b=2&a=1&page%5Boffset%5D=0'))).toBe(
      canonicalBody(`${FORM}; charset=utf-8`, Buffer.from('page[offset]=0&a=1&b=2')),
    );
    expect(canonicalBody(FORM, Buffer.from('id=1&id=2'))).not.toBe(canonicalBody(FORM, Buffer.from('id=2&id=1')));
    expect(canonicalBody('application/json', Buffer.from('{"b":{"y":1,"x":2},"a":[2,1]}'))).toBe(
      canonicalBody('application/json', Buffer.from('{ "a": [2, 1], "b": { "x": 2, "y": 1 } }')),
    );
    expect(canonicalQuery('/api/x?lang=vi&timestamp=1&sign=abc&a=1&_userId=7&_adminAccessToken=t')).toBe('a=1&lang=vi');
  });

  it('keeps form and JSON apart, and gives up on what it cannot read', () => {
    expect(canonicalBody(FORM, Buffer.from('id=1'))).not.toBe(
      canonicalBody('application/json', Buffer.from('{"id":"1"}')),
    );
    expect(canonicalBody('application/json', Buffer.from('{broken'))).toBeUndefined();
    expect(canonicalBody('multipart/form-data; boundary=x', Buffer.from('--x--'))).toBeUndefined();
    expect(canonicalBody(undefined, Buffer.alloc(0))).toBe('none:');
  });
});

describe('cached public reads', () => {
  it('answers a second identical GET from the cache, without the signature in the key', async () => {
    const path = `/api/doc/logs?documentId=${randomUUID()}`;
    expect((await get(path)).headers['x-cache']).toBe('miss');
    const second = await get(path);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(answerSuccess().body);
    expect(apiCalls('/api/doc/logs')).toHaveLength(1);
    // The service is asked without the signature, and never sees the web server token.
    const asked = apiCalls('/api/doc/logs')[0]!;
    expect(asked.url).not.toMatch(/timestamp|sign/);
    expect(asked.headers['x-mw-web-server-token']).toBeUndefined();
  });

  it('shares one entry between POST bodies with the same fields in another order; the service gets the body as sent', async () => {
    const searchKey = randomUUID();
    const first = `searchKey=${searchKey}&page%5Boffset%5D=0&page%5Blimit%5D=10&lang=en`;
    expect((await post('/api/faq/searchFaq', first)).headers['x-cache']).toBe('miss');
    const reordered = await post('/api/faq/searchFaq', `lang=en&page[limit]=10&page[offset]=0&searchKey=${searchKey}`);
    expect(reordered.headers['x-cache']).toBe('hit');

    const asked = apiCalls('/api/faq/searchFaq');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', body: first });
    expect(asked[0]!.headers['content-type']).toBe(FORM);
  });

  it('keeps different bodies, languages and media types apart', async () => {
    const id = randomUUID();
    const answers = [
      await post('/api/doc/getById', `id=${id}&lang=en`),
      await post('/api/doc/getById', `id=${id}&lang=vi`),
      await post('/api/doc/getById', `id=${id}-other&lang=en`),
      await post('/api/doc/getById', JSON.stringify({ id, lang: 'en' }), { 'content-type': 'application/json' }),
      await post('/api/doc/getById?lang=vi', `id=${id}&lang=en`),
    ];
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['miss', 'miss', 'miss', 'miss', 'miss']);
    expect(apiCalls('/api/doc/getById')).toHaveLength(5);
    // JSON bodies are canonical too.
    const reorderedJson = await post('/api/doc/getById', `{"lang":"en","id":"${id}"}`, {
      'content-type': 'application/json',
    });
    expect(reorderedJson.headers['x-cache']).toBe('hit');
  });

  it('never keeps an error answer, even one sent with HTTP 200', async () => {
    const failures = [
      { status: 404, body: { resultCode: 10004, resultInfo: 'Object not found' } },
      { status: 200, body: { resultCode: 10000, resultInfo: 'Somthing is wrong' } },
      { status: 500, body: { resultCode: 10000, resultInfo: 'Somthing is wrong' } },
    ];
    for (const failure of failures) {
      underTest.upstream.answerApi = () => failure;
      const body = `id=${randomUUID()}`;
      for (let i = 0; i < 2; i++) {
        const answer = await post('/api/blog/getBlogById', body);
        expect(answer.statusCode).toBe(failure.status);
        expect(answer.json()).toEqual(failure.body);
        expect(answer.headers['x-cache']).toBe('miss');
      }
    }
    expect(apiCalls('/api/blog/getBlogById')).toHaveLength(6);
  });

  it('refuses a body over the limit of cached routes, and passes unreadable bodies on uncached', async () => {
    const tooLarge = await post('/api/faq/searchFaq', `searchKey=${'x'.repeat(CACHED_BODY_LIMIT_BYTES)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(apiCalls('/api/faq/searchFaq')).toHaveLength(0);

    for (let i = 0; i < 2; i++) {
      const broken = await post('/api/faq/searchFaq', '{broken', { 'content-type': 'application/json' });
      expect(broken.headers['x-cache']).toBe('bypass');
    }
    expect(apiCalls('/api/faq/searchFaq').map((request) => request.body)).toEqual(['{broken', '{broken']);
  });

  it('keys an empty body too (the footer links), and leaves other methods of a cached path to the service', async () => {
    await post('/api/link/getLinks', '');
    expect((await post('/api/link/getLinks', '')).headers['x-cache']).toBe('hit');
    const before = apiCalls('/api/setting/getSystemConfig').length;
    const other = await post('/api/setting/getSystemConfig', 'a=1');
    expect(other.headers['x-cache']).toBeUndefined();
    expect(apiCalls('/api/setting/getSystemConfig')).toHaveLength(before + 1);
  });

  it('leaves other POST routes streaming through to the service, body untouched', async () => {
    const body = 'linkId=3&note=%E2%9C%93';
    const answer = await post('/api/link/reportLinkClick', body);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(apiCalls('/api/link/reportLinkClick')).toEqual([expect.objectContaining({ method: 'POST', body })]);
  });
});

describe('who shares an entry', () => {
  it('gives testers product entries of their own; everyone else shares the public ones, asked anonymously', async () => {
    const path = `/api/product/list?sportType=${randomUUID()}`;
    expect((await get(path, cookieOf(false))).headers['x-cache']).toBe('miss');
    expect(apiCalls('/api/product/list')[0]!.headers['x-mw-identity']).toBeUndefined();
    expect((await get(path)).headers['x-cache']).toBe('hit');

    expect((await get(path, cookieOf(true))).headers['x-cache']).toBe('miss');
    const askedForTester = apiCalls('/api/product/list')[1]!;
    const verify = createAssertionVerifier(gatewayIdentityKeys.publicKey, 'catalogue');
    const { identity } = verify(String(askedForTester.headers['x-mw-identity']));
    expect(identity).toMatchObject({ isTester: true, userId: expect.stringMatching(/^u-/) });
    expect((await get(path, cookieOf(true))).headers['x-cache']).toBe('hit');
    expect(apiCalls('/api/product/list')).toHaveLength(2);
  });

  it('shares non-product entries with testers too, and never tells the service who asked', async () => {
    const body = `articleType[typeId]=20&page[offset]=0&page[limit]=${Math.floor(Math.random() * 1e9)}`;
    expect(
      (await post('/api/blog/getBlogList', body, { 'content-type': FORM, ...cookieOf(true) })).headers['x-cache'],
    ).toBe('miss');
    expect(apiCalls('/api/blog/getBlogList')[0]!.headers['x-mw-identity']).toBeUndefined();
    expect((await post('/api/blog/getBlogList', body)).headers['x-cache']).toBe('hit');
  });
});

describe('cache metrics', () => {
  it('counts hits and misses per route', async () => {
    const body = `searchKey=${randomUUID()}`;
    await post('/api/faq/searchFaq', body);
    await post('/api/faq/searchFaq', body);
    const metrics = (await underTest.gateway.app.ops.inject({ url: '/metrics' })).body;
    const sample = (outcome: string) =>
      Number(
        metrics
          .split('\n')
          .find((line) =>
            line.startsWith(`gateway_public_cache_requests_total{route="POST /api/faq/searchFaq",outcome="${outcome}"`),
          )
          ?.split(' ')
          .pop(),
      );
    expect(sample('hit')).toBeGreaterThanOrEqual(1);
    expect(sample('miss')).toBeGreaterThanOrEqual(1);
  });
});
