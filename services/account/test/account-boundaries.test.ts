/**
 * What one caller of the account service may reach: a user only their own data, staff a user only
 * under a live impersonation grant for that user, and each internal route only its listed callers.
 * Real PostgreSQL (own database), in-memory bus, requests as the gateway would forward them.
 */
import { asserted } from '@matchwire/devinfra/gateway-identity';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { describe, expect, it } from 'vitest';
import {
  accountClient,
  asCaller,
  internalSecrets,
  useAccountUnderTest,
  viaGateway,
} from './support/account-under-test.ts';

const under = useAccountUnderTest();
const { query, post, get, lookUp, signUp } = accountClient(() => under.service);

describe('isolation between users', () => {
  it("lets a user's identity reach only their own data", async () => {
    const bob = await signUp('bob@example.com');
    const carol = await signUp('carol@example.com');
    // getUserInfo?userId= of someone else answers the caller's own info.
    const info = await get(`/api/setting/getUserInfo?userId=${carol.userId}`, viaGateway(bob.session));
    expect(info.json().data.userId).toBe(bob.userId);
    expect(info.json().data.email).toBe('bob@example.com');

    // Carol's identity naming Bob's session: refused.
    const bobSessionId = (
      JSON.parse(Buffer.from(bob.session.jwt.split('.')[1]!, 'base64url').toString()) as { sid: string }
    ).sid;
    const mixed = asserted('account', { userId: carol.userId, email: 'carol@example.com', sessionId: bobSessionId });
    expect((await get('/api/setting/getUserInfo', mixed)).json().resultCode).toBe(11008);
    const mixedName = await post('/api/setting/updateUserInfo', { name: 'Hijacked' }, mixed);
    expect(mixedName.json().resultCode).toBe(11008);
    expect((await query('select name from account.users where user_id = $1', [carol.userId])).rows[0].name).toBe(
      'carol',
    );

    const bobKey = (await post('/api/user/apiKey/reveal', {}, viaGateway(bob.session))).json().data.apiKey;
    const carolKey = (await post('/api/user/apiKey/reveal', {}, viaGateway(carol.session))).json().data.apiKey;
    expect(bobKey).not.toBe(carolKey);
    await post('/api/user/ipWhitelist/add', { entry: '192.0.2.1' }, viaGateway(bob.session));
    expect((await get('/api/user/ipWhitelist', viaGateway(carol.session))).json().data.entries).toEqual([]);
  });

  it('lets staff act for a user only under a live grant for that user: an admin never bypasses a session', async () => {
    const dave = await signUp('dave@example.com');
    const frank = await signUp('frank@example.com');
    const issued = await post(
      '/internal/admin/access-token',
      { staffId: 'admin-7', userId: dave.userId, reason: 'Customer asked for help with the setup' },
      asCaller('backoffice'),
    );
    const { grantId } = issued.json().data;
    const as = (userId: string, impersonation: { staffId: string; grantId: string }) =>
      asserted('account', { userId, email: 'x@example.com', impersonation });
    expect(
      (await get('/api/setting/getUserInfo', as(dave.userId, { staffId: 'admin-7', grantId }))).json().data.userId,
    ).toBe(dave.userId);
    // A staff id alone, another user's grant, or another staff member's: refused.
    const unknownGrant = { staffId: 'admin-7', grantId: '00000000-0000-4000-8000-000000000000' };
    expect((await get('/api/setting/getUserInfo', as(dave.userId, unknownGrant))).json().resultCode).toBe(11008);
    expect(
      (await get('/api/setting/getUserInfo', as(frank.userId, { staffId: 'admin-7', grantId }))).json().resultCode,
    ).toBe(11008);
    expect(
      (await get('/api/setting/getUserInfo', as(dave.userId, { staffId: 'admin-8', grantId }))).json().resultCode,
    ).toBe(11008);
    expect((await post(`/internal/impersonation/${grantId}/revoke`, {}, asCaller('backoffice'))).statusCode).toBe(200);
    expect(
      (await get('/api/setting/getUserInfo', as(dave.userId, { staffId: 'admin-7', grantId }))).json().resultCode,
    ).toBe(11008);
  });
});

describe('internal routes', () => {
  it.each([
    ['GET', '/internal/api-keys/lookup?key=mw_live_00000000000000000000000000000000'],
    ['POST', '/internal/admin/access-token'],
  ])(
    'refuse %s %s without credentials, with a wrong secret or a caller the route does not list (403 / 11016)',
    async (method, url) => {
      const refused = [
        {},
        internalCallerHeaders('backoffice', 'not-the-backoffice-secret-at-all'),
        internalCallerHeaders('data-api', 'not-the-data-api-secret-at-all'),
        // Another caller's secret presented under this caller's name.
        internalCallerHeaders('backoffice', internalSecrets.gateway),
        internalCallerHeaders('data-api', internalSecrets.backoffice),
        // Valid secrets of callers these routes do not list.
        asCaller('gateway'),
        asCaller('notification'),
        url.startsWith('/internal/admin') ? asCaller('data-api') : asCaller('backoffice'),
      ];
      for (const headers of refused) {
        const response = await under.service.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          payload: method === 'POST' ? { adminId: 'a1', userId: '00000000-0000-0000-0000-000000000000' } : undefined,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().resultCode).toBe(11016);
      }
    },
  );

  it('answers 10004 for an unknown or malformed key', async () => {
    for (const key of ['mw_live_00000000000000000000000000000000', 'nonsense']) {
      const response = await lookUp(key);
      expect(response.statusCode).toBe(404);
      expect(response.json().resultCode).toBe(10004);
    }
  });

  it('grants impersonation only to a staff member with a reason, for at most 15 minutes, and stores only its hash', async () => {
    const erin = await signUp('erin@example.com');
    const reason = 'Ticket 4711: the customer cannot save the animation config';
    for (const body of [
      { userId: erin.userId, reason },
      { staffId: 'admin-42', userId: erin.userId },
      { staffId: 'admin-42', userId: erin.userId, reason: 'because' },
      { staffId: 'admin-42', userId: erin.userId, reason, minutes: 60 },
    ]) {
      expect((await post('/internal/admin/access-token', body, asCaller('backoffice'))).json().resultCode).toBe(10002);
    }
    const before = Date.now();
    const response = await post(
      '/internal/admin/access-token',
      { staffId: 'admin-42', userId: erin.userId, reason },
      asCaller('backoffice'),
    );
    expect(response.statusCode).toBe(200);
    const { adminAccessToken, grantId, expiresAt } = response.json().data;
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(15 * 60_000 + 1000);
    const { rows } = await query(
      'select staff_id, user_id, reason, token_hash from account.impersonation_grants where grant_id = $1',
      [grantId],
    );
    expect(rows[0]).toMatchObject({ staff_id: 'admin-42', user_id: erin.userId, reason });
    expect(rows[0].token_hash).not.toContain(adminAccessToken);

    const unknown = await post(
      '/internal/admin/access-token',
      { staffId: 'admin-42', userId: '00000000-0000-0000-0000-000000000000', reason },
      asCaller('backoffice'),
    );
    expect(unknown.json().resultCode).toBe(11011);
  });
});
