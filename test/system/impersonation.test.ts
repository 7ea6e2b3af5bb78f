import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { callGateway, eventually, openPage } from '../support/gateway-client.ts';

/**
 * Staff act for a customer (SPEC.md §6) only with a grant the account service issued to a staff
 * member for a reason, bound to that customer, short-lived, revocable, and only from a POST body;
 * every use is audited and the token never reaches a log line (docs/decisions/0009).
 */
const accountDb = new pg.Pool({ connectionString: testEnv.accountDatabaseUrl, max: 2 });
const logDir = path.resolve(import.meta.dirname, '../../.local/logs/test-stack');
const reason = 'Ticket 4711: the customer cannot see the API key';
const route = '/api/user/apiKey/reveal';
let customer: { userId: string; apiKey: string };
let otherUserId: string;

async function signIn(account: string, address: string): Promise<BrowserSession> {
  const session = new BrowserSession({ 'x-forwarded-for': address });
  expect((await session.post('/api/auth/login', { account, password: 'Demo1234' })).body.resultCode).toBe(0);
  return session;
}

async function grant(userId: string): Promise<{ adminAccessToken: string; grantId: string }> {
  const response = await fetch(`${testEnv.accountUrl}/internal/admin/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
    body: JSON.stringify({ staffId: 'staff-17', userId, reason }),
  });
  return ((await response.json()) as { data: { adminAccessToken: string; grantId: string } }).data;
}

/** A staff member's call from the back office's browser: no cookies, the pair in the body. */
async function actFor(body: Record<string, string>, as: 'form' | 'json' = 'form') {
  const response = await callGateway(route, {
    method: 'POST',
    headers: {
      'x-forwarded-for': '198.18.254.90',
      'content-type': as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: as === 'form' ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return (await response.json()) as { resultCode: number; data?: { apiKey: string } };
}

const usesOf = async (grantId: string) =>
  (await accountDb.query('select count(*)::int as n from account.impersonation_uses where grant_id = $1', [grantId]))
    .rows[0].n as number;

beforeAll(async () => {
  const demo = await signIn('demo@matchwire.io', '198.18.254.91');
  customer = {
    userId: (await demo.get('/api/auth/userCheckLogin')).body.data.userId as string,
    apiKey: (await demo.post(route)).body.data.apiKey as string,
  };
  const tester = await signIn('tester@matchwire.io', '198.18.254.92');
  otherUserId = (await tester.get('/api/auth/userCheckLogin')).body.data.userId as string;
});

afterAll(async () => {
  await accountDb.end();
});

describe('staff acting for a customer', () => {
  it('act for the one customer of their grant, from a form or JSON body, each use audited', async () => {
    const { adminAccessToken, grantId } = await grant(customer.userId);
    const asForm = await actFor({ _userId: customer.userId, _adminAccessToken: adminAccessToken });
    expect(asForm.data?.apiKey).toBe(customer.apiKey);
    const asJson = await actFor({ _userId: customer.userId, _adminAccessToken: adminAccessToken }, 'json');
    expect(asJson.data?.apiKey).toBe(customer.apiKey);
    expect(await usesOf(grantId)).toBe(2);

    // The grant does not act for anyone else.
    expect((await actFor({ _userId: otherUserId, _adminAccessToken: adminAccessToken })).resultCode).toBe(11008);
    expect(await usesOf(grantId)).toBe(2);
  });

  it('are refused once the grant expired or was revoked', async () => {
    const expiring = await grant(customer.userId);
    await accountDb.query(
      "update account.impersonation_grants set expires_at = now() - interval '1 second' where grant_id = $1",
      [expiring.grantId],
    );
    const expired = await actFor({ _userId: customer.userId, _adminAccessToken: expiring.adminAccessToken });
    expect(expired.resultCode).toBe(11008);

    const revoking = await grant(customer.userId);
    const revoked = await fetch(`${testEnv.accountUrl}/internal/impersonation/${revoking.grantId}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
      body: '{}',
    });
    expect(revoked.status).toBe(200);
    const answer = await actFor({ _userId: customer.userId, _adminAccessToken: revoking.adminAccessToken });
    expect(answer.resultCode).toBe(11008);
  });

  it('never take the pair from a query string, and no log line shows the token', async () => {
    const { adminAccessToken, grantId } = await grant(customer.userId);
    const query = `_userId=${customer.userId}&_adminAccessToken=${adminAccessToken}`;
    const headers = { 'x-forwarded-for': '198.18.254.93' };
    const viaGet = await callGateway(`/api/setting/getUserInfo?${query}`, { headers });
    expect(((await viaGet.json()) as { resultCode: number }).resultCode).toBe(11007);
    const viaPost = await callGateway(`${route}?${query}`, { method: 'POST', headers });
    expect(((await viaPost.json()) as { resultCode: number }).resultCode).toBe(11007);
    expect(await usesOf(grantId)).toBe(0);

    // A page address may carry the pair too (SPEC 6): the web server logs it as well.
    expect((await openPage(`/?${query}`, headers)).status).toBe(200);

    // Once the requests are in the gateway's, the account service's and the web server's logs, the token is in none.
    const redacted = `_userId=${customer.userId}&_adminAccessToken=[redacted]`;
    const loggedAs = {
      gateway: [`/api/setting/getUserInfo?${redacted}`, `${route}?${redacted}`, `/?${redacted}`],
      account: [`/api/setting/getUserInfo?${redacted}`, `${route}?${redacted}`],
      web: [`/?${redacted}`],
    };
    for (const [name, lines] of Object.entries(loggedAs)) {
      const log = await eventually(
        async () => {
          const text = readFileSync(path.join(logDir, `${name}.log`), 'utf8');
          return lines.every((line) => text.includes(line)) ? text : undefined;
        },
        5000,
        `${name}.log to show the requests, the token redacted`,
      );
      expect(log).not.toContain(adminAccessToken);
    }
  });
});
