import { checkSignature } from '@matchwire/signing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, encodeForm } from './api-request';

const SECRET = 'unit-test-secret';

function respond(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'content-type': contentType } }));
}

function client(onError?: (error: ApiError) => void) {
  return createApiClient({ baseUrl: 'http://gateway.test', getSigningSecret: () => SECRET, onError });
}

afterEach(() => vi.unstubAllGlobals());

describe('api client (SPEC 8 HTTP rules)', () => {
  it('signs the call, sends X-Requested-With and returns data of a resultCode 0 envelope', async () => {
    const fetchMock = respond(200, { resultCode: 0, resultInfo: 'Success', data: { ok: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client().call('GET /api/product/list', { query: { sportType: 1 } })).resolves.toEqual({ ok: 1 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/product/list');
    expect(parsed.searchParams.get('sportType')).toBe('1');
    expect(
      await checkSignature(SECRET, parsed.searchParams.get('timestamp') ?? '', parsed.searchParams.get('sign') ?? ''),
    ).toBe('ok');
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(init.credentials).toBe('include');
  });

  it.each([
    // what, the answer's status, body and content type, the error's message
    ["turns a 404 into 'Interface 404'", 404, '<html>not found</html>', 'text/html', 'Interface 404'],
    ['uses the body of a 500 as the message', 500, 'upstream exploded', 'text/plain', 'upstream exploded'],
  ])('%s', async (_what, status, body, type, message) => {
    vi.stubGlobal('fetch', respond(status, body, type));
    await expect(client().call('GET /api/product/list', { query: { sportType: 1 } })).rejects.toMatchObject({
      message,
      status,
    });
  });

  it("keeps a service's own 404 envelope (e.g. 11011) instead of 'Interface 404'", async () => {
    vi.stubGlobal('fetch', respond(404, { resultCode: 11011, resultInfo: 'email unregistered' }));
    await expect(client().call('POST /api/auth/activate', { body: { token: 'x' } })).rejects.toMatchObject({
      resultCode: 11011,
      message: 'email unregistered',
      status: 404,
    });
    vi.stubGlobal('fetch', respond(404, { resultCode: 10005, resultInfo: 'Route GET /api/x not found' }));
    await expect(client().call('GET /api/product/list', { query: { sportType: 1 } })).rejects.toMatchObject({
      message: 'Interface 404',
      status: 404,
    });
  });

  it('adds impersonation to POST bodies, never to a query string, and skips the error hook for quiet calls', async () => {
    const fetchMock = respond(401, { resultCode: 11007, resultInfo: 'Please log in' });
    vi.stubGlobal('fetch', fetchMock);
    const onError = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://gateway.test',
      getSigningSecret: () => SECRET,
      onError,
      getBodyFields: () => ({ _userId: '7', _adminAccessToken: 'tok' }),
    });
    await expect(
      api.call('GET /api/product/list', { query: { sportType: 1 } }, { isQuiet: true }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      api.call('POST /api/user/ipWhitelist/add', { body: { entry: '192.0.2.7' } }, { isQuiet: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    for (const [url] of calls) {
      const parsed = new URL(url);
      expect(parsed.searchParams.get('_adminAccessToken')).toBeNull();
      expect(parsed.searchParams.get('_userId')).toBeNull();
    }
    expect(calls[0]![1].body).toBeUndefined();
    const posted = new URLSearchParams(String(calls[1]![1].body));
    expect(Object.fromEntries(posted)).toEqual({ _userId: '7', _adminAccessToken: 'tok', entry: '192.0.2.7' });
  });

  it('passes other statuses through to the envelope and throws ApiError(resultCode, resultInfo)', async () => {
    vi.stubGlobal('fetch', respond(401, { resultCode: 10011, resultInfo: 'Signature invalid' }));
    const error = await client()
      .call('GET /api/product/list', { query: { sportType: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ resultCode: 10011, resultInfo: 'Signature invalid', status: 401 });
  });

  it('reports 11007 and 11008 as login-required to the error hook', async () => {
    for (const resultCode of [11007, 11008]) {
      vi.stubGlobal('fetch', respond(401, { resultCode, resultInfo: 'Please log in' }));
      const onError = vi.fn();
      await expect(client(onError).call('GET /api/product/list', { query: { sportType: 1 } })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(onError).toHaveBeenCalledOnce();
      expect((onError.mock.calls[0]![0] as ApiError).isLoginRequired).toBe(true);
    }
  });
});

describe('path parameters', () => {
  it('fill the :name segments of the route, encoded', async () => {
    const fetchMock = respond(200, { resultCode: 0, resultInfo: 'Success', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await client().call('GET /api/dev/mailbox/:id', { params: { id: 'a b/c' } });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(url).pathname).toBe('/api/dev/mailbox/a%20b%2Fc');
  });
});

describe('POST bodies (SPEC 7)', () => {
  it('are form-encoded, nested objects in brackets and arrays as repeated fields', () => {
    const body = encodeForm({
      articleType: { typeId: 20 },
      page: { offset: 0, limit: 3 },
      productIds: [53, 82],
      isSeo: true,
      name: 'Ngọc Anh & co',
      skipped: undefined,
    });
    expect(new URLSearchParams(body).getAll('productIds')).toEqual(['53', '82']);
    expect(Object.fromEntries(new URLSearchParams(body))).toMatchObject({
      'articleType[typeId]': '20',
      'page[offset]': '0',
      'page[limit]': '3',
      isSeo: 'true',
      name: 'Ngọc Anh & co',
    });
    expect(body).not.toContain('skipped');
  });
});
