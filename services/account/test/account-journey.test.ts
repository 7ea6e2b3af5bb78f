/**
 * A customer's way through the account service, as the gateway would forward it: sign-up,
 * activation link, sign-in cookies, console settings, API key and IP whitelist, sign-out.
 * Real PostgreSQL (own database, role svc_account owning schema account), in-memory bus.
 */
import { asserted } from '@matchwire/devinfra/gateway-identity';
import type { TBusMessage } from '@matchwire/kit/bus/event-bus';
import { decodeEnvelope } from '@matchwire/proto';
import { createVerifier } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  linkParam,
  publicWebUrl,
  sessionFrom,
  type TBrowserSession,
  useAccountUnderTest,
  viaGateway,
} from './support/account-under-test.ts';

const under = useAccountUnderTest();
const published: TBusMessage[] = [];

beforeAll(async () => {
  await under.bus.subscribe({
    groupId: 'account-test',
    topics: ['account.user-registered.v2'],
    handle: async (message) => void published.push(message),
  });
});

const { query, post, get, lookUp, latestEvent, countEvents, mailedLink } = accountClient(() => under.service);

describe('the customer journey', () => {
  const email = 'Alice.Smith@Example.com';
  let userId: string;
  let activationUrl: string;
  let session: TBrowserSession;
  let apiKey: string;

  it('registers (lower-cased) and writes user-registered with the activation link to the outbox', async () => {
    const response = await post('/api/auth/register', {
      email,
      password: 'Secret123',
      registerUrl: 'https://matchwire.io/pricing',
      lang: 'vi',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.email).toBe('alice.smith@example.com');
    const resendAt = Date.parse(data.resendAvailableAt) - Date.now();
    expect(resendAt).toBeGreaterThan(110_000);
    expect(resendAt).toBeLessThanOrEqual(120_000);

    const { rows } = await query('select user_id, activated_at, password_hash from account.users where email = $1', [
      'alice.smith@example.com',
    ]);
    expect(rows[0].activated_at).toBeNull();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    userId = rows[0].user_id;

    const event = await latestEvent('account.user-registered.v2', userId);
    expect(event).toMatchObject({ userId, email: 'alice.smith@example.com', language: 'vi' });
    expect(event.linkId).toMatch(/^[\w-]{22}$/);
    // The notification service gets the link when it sends the mail.
    activationUrl = await mailedLink('account.user-registered.v2', userId);
    expect(activationUrl).toMatch(new RegExp(`^${publicWebUrl}/auth/activate\\?token=[\\w-]{43}&lang=vi$`));
    // Only the hash of the link's secret is stored, and no event carries it.
    const token = linkParam(activationUrl, 'token');
    expect(
      (await query('select count(*)::int as n from account.one_time_tokens where secret_hash = $1', [token])).rows[0].n,
    ).toBe(0);
    const { rows: outbox } = await query('select envelope from account.outbox');
    expect(outbox.length).toBeGreaterThan(0);
    for (const row of outbox) expect(Buffer.from(row.envelope).includes(token)).toBe(false);
  });

  it('relays the event from the outbox to the bus, keyed by the user id', async () => {
    await expect.poll(() => published.map((message) => message.key), { timeout: 5000 }).toContain(userId);
    const message = published.find((candidate) => candidate.key === userId)!;
    expect(message.topic).toBe('account.user-registered.v2');
    expect(decodeEnvelope(message.value).source).toBe('account');
    await expect
      .poll(
        async () =>
          (
            await query(
              `select published_at from account.outbox where event_key = $1 and event_type = 'account.user-registered.v2'`,
              [userId],
            )
          ).rows[0].published_at,
      )
      .not.toBeNull();
  });

  it('refuses to register the address again while unactivated (11014), and a bad body with the spec texts', async () => {
    expect((await post('/api/auth/register', { email, password: 'Other123' })).json()).toEqual({
      resultCode: 11014,
      resultInfo: 'email unactivated',
    });
    const cases: [Record<string, string>, string][] = [
      [{ password: 'Secret123' }, 'This field is required'],
      [{ email: 'not-an-email', password: 'Secret123' }, 'Invalid email'],
      [{ email: 'a@b.c1', password: 'Secret123' }, 'Invalid email'],
      [{ email: 'x@example.com', password: '12345' }, 'At least 6 characters'],
      [{ email: 'x@example.com', password: '1234567890123456789' }, 'No more than 18 characters'],
      [{ email: 'x@example.com', password: 'has space' }, 'Invalid password'],
      [{ email: 'x@example.com', password: '' }, 'This field is required'],
    ];
    for (const [payload, text] of cases) {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().resultCode).toBe(10002);
      expect(response.json().resultInfo).toContain(text);
    }
  });

  it('refuses sign-in before activation with 11014', async () => {
    const response = await post('/api/auth/login', { account: email, password: 'Secret123' });
    expect(response.json()).toEqual({ resultCode: 11014, resultInfo: 'email unactivated' });
  });

  it('activates with the token of the mailed link, signs in, and spends the link', async () => {
    const token = linkParam(activationUrl, 'token');
    const response = await post('/api/auth/activate', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user: { userId, email: 'alice.smith@example.com', name: 'alice.smith' } });
    sessionFrom(response);
    expect(await latestEvent('account.user-activated.v1', userId)).toMatchObject({
      userId,
      email: 'alice.smith@example.com',
    });

    expect((await post('/api/auth/activate', { token })).json()).toEqual({
      resultCode: 11017,
      resultInfo: 'The link is invalid or has expired',
    });
    expect((await post('/api/auth/activate', { token: 'made-up' })).json().resultCode).toBe(11017);
    expect((await post('/api/auth/register', { email, password: 'Other123' })).json()).toEqual({
      resultCode: 11012,
      resultInfo: 'email registered',
    });
  });

  it('signs in: both cookies HttpOnly, SameSite=Lax, Path=/, 7 days; the jwt carries sub, email, tester, sid', async () => {
    const response = await post('/api/auth/login', { account: 'ALICE.smith@example.com', password: 'Secret123' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toEqual({ userId, email: 'alice.smith@example.com', name: 'alice.smith' });
    for (const name of ['jwt', 'token']) {
      const cookie = response.cookies.find((candidate) => candidate.name === name);
      expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 });
      // PUBLIC_WEB_URL is http:// in this test, so no Secure.
      expect(cookie?.secure).toBeFalsy();
    }
    session = sessionFrom(response);
    expect(data.accessToken).toBe(session.jwt);
    const claims = createVerifier({ key: 'account-test-jwt-secret-0123456789' })(session.jwt);
    expect(claims).toMatchObject({ sub: userId, email: 'alice.smith@example.com', tester: false });
    expect(claims.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('answers userCheckLogin for the session, 11007 without identity, 11008 for a refused jwt', async () => {
    expect((await get('/api/auth/userCheckLogin', viaGateway(session))).json()).toEqual({
      resultCode: 0,
      resultInfo: 'Success',
      data: { userId, email: 'alice.smith@example.com' },
    });
    const anonymous = await get('/api/auth/userCheckLogin');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resultCode).toBe(11007);
    const forged = await get('/api/auth/userCheckLogin', viaGateway({ ...session, jwt: `${session.jwt}x` }));
    expect(forged.json().resultCode).toBe(11008);
    // The gateway's word alone is not enough: the assertion must name a live session of the user.
    const sessionless = asserted('account', { userId, email: 'alice.smith@example.com' });
    expect((await get('/api/auth/userCheckLogin', sessionless)).json().resultCode).toBe(11008);
  });

  it('gives the account panel with the API key masked', async () => {
    const response = await get(`/api/setting/getUserInfo?userId=${userId}`, viaGateway(session));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      userId,
      email: 'alice.smith@example.com',
      name: 'alice.smith',
      lastModifyPasswordDate: null,
      customer: { cooperationStatus: 0 },
    });
    expect(data.apiKey).toMatch(/^mw_live_••••[0-9A-Za-z]{4}$/);
    expect(Date.parse(data.registerDate)).toBeGreaterThan(Date.now() - 60_000);

    const card = (await get('/api/user/apiKey', viaGateway(session))).json().data;
    expect(card.apiKeyMasked).toBe(data.apiKey);
  });

  it('renames the user (trimmed), refusing 51 characters and an empty name', async () => {
    const renamed = await post('/api/setting/updateUserInfo', { name: '  Alice  ' }, viaGateway(session));
    expect(renamed.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: { name: 'Alice' } });
    const tooLong = await post('/api/setting/updateUserInfo', { name: 'x'.repeat(51) }, viaGateway(session));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().resultInfo).toContain('No more than 50 characters');
    const empty = await post('/api/setting/updateUserInfo', { name: '   ' }, viaGateway(session));
    expect(empty.json().resultInfo).toContain('This field is required');
    expect((await post('/api/setting/updateUserInfo', { name: 'x'.repeat(50) }, viaGateway(session))).statusCode).toBe(
      200,
    );
    expect((await get('/api/setting/getUserInfo', viaGateway(session))).json().data.name).toBe('x'.repeat(50));
  });

  it('reveals the key, which the data API can look up (stored only hashed and encrypted)', async () => {
    const response = await post('/api/user/apiKey/reveal', {}, viaGateway(session));
    expect(response.headers['cache-control']).toBe('no-store');
    apiKey = response.json().data.apiKey;
    expect(apiKey).toMatch(/^mw_live_[0-9A-Za-z]{32}$/);
    const { rows } = await query('select * from account.api_keys where user_id = $1', [userId]);
    expect(JSON.stringify(rows[0])).not.toContain(apiKey.slice(8));
    expect((await lookUp(apiKey)).json()).toEqual({
      resultCode: 0,
      resultInfo: 'Success',
      data: { userId, isActive: true, ipWhitelist: [] },
    });
  });

  it('regenerates the key: the old one stops working at once, the new one is found, api-key-rotated is written', async () => {
    const response = await post('/api/user/apiKey/regenerate', {}, viaGateway(session));
    const { data } = response.json();
    expect(data.apiKey).toMatch(/^mw_live_[0-9A-Za-z]{32}$/);
    expect(data.apiKey).not.toBe(apiKey);
    expect(data.apiKeyMasked).toBe(`mw_live_••••${data.apiKey.slice(-4)}`);

    const old = await lookUp(apiKey);
    expect(old.statusCode).toBe(404);
    expect(old.json().resultCode).toBe(10004);
    expect((await lookUp(data.apiKey)).json().data.userId).toBe(userId);
    expect((await post('/api/user/apiKey/reveal', {}, viaGateway(session))).json().data.apiKey).toBe(data.apiKey);
    expect(await latestEvent('account.api-key-rotated.v1', userId)).toMatchObject({ userId });
    apiKey = data.apiKey;
  });

  it('keeps an IP whitelist of IPv4, IPv6 and CIDR entries, normalised, at most 20', async () => {
    const add = (entry: string) => post('/api/user/ipWhitelist/add', { entry }, viaGateway(session));
    expect((await get('/api/user/ipWhitelist', viaGateway(session))).json().data).toEqual({ entries: [], max: 20 });

    expect((await add('203.0.113.7')).statusCode).toBe(200);
    expect((await add('2001:DB8:0:0::1')).statusCode).toBe(200);
    const cidr = await add('10.0.0.5/24');
    const entries = cidr.json().data.entries.map((item: { entry: string }) => item.entry);
    expect(entries).toEqual(['203.0.113.7', '2001:db8::1', '10.0.0.0/24']);
    expect(Date.parse(cidr.json().data.entries[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    for (const bad of ['999.1.1.1', '10.0.0.0/33', 'abc', '::1/129', '1.2.3.4/']) {
      const response = await add(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ resultCode: 10002, resultInfo: 'Invalid IP address or CIDR range' });
    }
    for (const duplicate of ['203.0.113.7', '10.0.0.0/24', '10.0.0.77/24', '2001:db8::0:1']) {
      expect((await add(duplicate)).json(), duplicate).toEqual({
        resultCode: 10002,
        resultInfo: 'Already in the whitelist',
      });
    }
    for (let index = 4; index <= 20; index++) expect((await add(`198.51.100.${index}`)).statusCode).toBe(200);
    expect((await add('198.51.100.21')).json()).toEqual({ resultCode: 10002, resultInfo: 'At most 20 entries' });

    expect((await lookUp(apiKey)).json().data.ipWhitelist).toHaveLength(20);

    const removed = await post('/api/user/ipWhitelist/remove', { entry: '10.0.0.0/24' }, viaGateway(session));
    expect(removed.json().data.entries).toHaveLength(19);
    expect((await lookUp(apiKey)).json().data.ipWhitelist).not.toContain('10.0.0.0/24');
    const unknown = await post('/api/user/ipWhitelist/remove', { entry: '10.0.0.0/24' }, viaGateway(session));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().resultCode).toBe(10004);
  });

  it('publishes the whole whitelist with each change, for the data API; a refused change publishes nothing', async () => {
    const listed = async () =>
      ((await get('/api/user/ipWhitelist', viaGateway(session))).json().data.entries as Array<{ entry: string }>).map(
        (item) => item.entry,
      );
    const changes = () => countEvents('account.ip-whitelist-changed.v1', userId);
    // One event per accepted change above: 20 added, one removed.
    expect(await changes()).toBe(21);
    expect(await latestEvent('account.ip-whitelist-changed.v1', userId)).toMatchObject({
      userId,
      ipWhitelist: await listed(),
    });

    const removed = await post('/api/user/ipWhitelist/remove', { entry: '2001:DB8::1' }, viaGateway(session));
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await latestEvent('account.ip-whitelist-changed.v1', userId);
    expect(afterRemoval.ipWhitelist).toHaveLength(18);
    expect(afterRemoval.ipWhitelist).not.toContain('2001:db8::1');
    expect(afterRemoval.ipWhitelist).toEqual(await listed());

    const added = await post('/api/user/ipWhitelist/add', { entry: '2001:db8:ff::/48' }, viaGateway(session));
    expect(added.statusCode).toBe(200);
    const afterAdding = await latestEvent('account.ip-whitelist-changed.v1', userId);
    expect(afterAdding.ipWhitelist).toEqual([...afterRemoval.ipWhitelist, '2001:db8:ff::/48']);

    expect((await post('/api/user/ipWhitelist/add', { entry: '203.0.113.7' }, viaGateway(session))).statusCode).toBe(
      400,
    );
    expect((await post('/api/user/ipWhitelist/remove', { entry: '192.0.2.1' }, viaGateway(session))).statusCode).toBe(
      404,
    );
    expect(await changes()).toBe(23);
  });

  it('logs out: clears both cookies and revokes the session, so the old cookies get 11008', async () => {
    const response = await post('/api/auth/logout', {}, viaGateway(session));
    expect(response.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: {} });
    for (const name of ['jwt', 'token']) {
      const cookie = response.cookies.find((candidate) => candidate.name === name);
      expect(cookie?.value).toBe('');
      expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
    }
    // The jwt itself is still valid until it expires; the revoked session is what refuses it.
    for (const url of ['/api/auth/userCheckLogin', '/api/setting/getUserInfo', '/api/user/apiKey']) {
      const refused = await get(url, viaGateway(session));
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().resultCode, url).toBe(11008);
    }
    expect((await post('/api/user/apiKey/reveal', {}, viaGateway(session))).json().resultCode).toBe(11008);
  });
});
