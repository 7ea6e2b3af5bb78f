import { accountAuthEndpoints } from '@matchwire/contracts/account/auth-endpoints';
import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession, type TBody } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { callGateway, newVisitor } from '../support/gateway-client.ts';

/** The calls these tests make, by their definitions (packages/contracts). */
const getAnimConfigPath = animationEndpoints.getAnimConfigByUserId.path;
const userCheckLoginPath = accountAuthEndpoints.userCheckLogin.path;

/**
 * Staff edit a customer's animation config (SPEC.md §6) with `_userId` and `_adminAccessToken` in
 * the POST body, through the gateway, which has the account service check the grant and asserts
 * the customer to the animation service; a forged or expired token is refused (11008) and changes
 * nothing (docs/contracts/animation.md).
 */
const accountDb = new pg.Pool({ connectionString: testEnv.accountDatabaseUrl, max: 2 });
let customer: BrowserSession;
let userId: string;

async function grant(forUserId: string): Promise<{ adminAccessToken: string; grantId: string }> {
  const response = await fetch(`${testEnv.accountUrl}/internal/admin/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
    body: JSON.stringify({ staffId: 'staff-23', userId: forUserId, reason: 'Ticket 5120: set up the widget' }),
  });
  return ((await response.json()) as { data: { adminAccessToken: string; grantId: string } }).data;
}

/** A staff member's call from the back office's browser: no cookies, the pair in the form body. */
async function asStaff(path: string, form: Record<string, string>): Promise<TBody> {
  const response = await callGateway(path, {
    method: 'POST',
    headers: { ...newVisitor(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as TBody;
}

const saveForm = (domains: string, standId: number) => ({
  animType: '0',
  animUserList: JSON.stringify([{ materialType: 0, materialId: standId }]),
  domains,
});

const ownConfig = async () =>
  (await customer.post(getAnimConfigPath, { animType: '0' })).body.data as {
    domains: string[];
    status: number;
    animMap: Record<string, { material: { materialId: number } }>;
  };

beforeAll(async () => {
  customer = await registerAndActivate(uniqueEmail('animation-impersonated'), newVisitor());
  userId = (await customer.get(userCheckLoginPath)).body.data.userId as string;
});

afterAll(async () => {
  await accountDb.end();
});

describe('staff editing a customer’s animation config', () => {
  it('read and save it with a valid admin token in the body; the customer sees the change', async () => {
    const { adminAccessToken } = await grant(userId);
    const pair = { _userId: userId, _adminAccessToken: adminAccessToken };
    const read = await asStaff(getAnimConfigPath, { animType: '0', ...pair });
    expect(read.resultCode).toBe(0);
    expect(read.data.accessKey).toMatch(/^mwa_/);

    const saved = await asStaff('/api/animation/animationConfigUpdateByUserId', {
      ...saveForm('staff-set.example.com', 102),
      ...pair,
    });
    expect(saved.resultCode).toBe(0);
    expect(saved.data).toMatchObject({ status: 1, domains: ['staff-set.example.com'] });

    const own = await ownConfig();
    expect(own.domains).toEqual(['staff-set.example.com']);
    expect(own.animMap['0']!.material.materialId).toBe(102);
    expect(own.status).toBe(1);
  });

  it('refuses a forged or expired token with 11008 and changes nothing', async () => {
    const before = await ownConfig();
    const forged = await asStaff('/api/animation/animationConfigUpdateByUserId', {
      ...saveForm('forged.example.com', 103),
      _userId: userId,
      _adminAccessToken: 'mwi_forged-token-of-nobody-0123456789',
    });
    expect(forged.resultCode).toBe(11008);

    const expiring = await grant(userId);
    await accountDb.query(
      "update account.impersonation_grants set expires_at = now() - interval '1 second' where grant_id = $1",
      [expiring.grantId],
    );
    const expired = await asStaff('/api/animation/animationConfigUpdateByUserId', {
      ...saveForm('expired.example.com', 103),
      _userId: userId,
      _adminAccessToken: expiring.adminAccessToken,
    });
    expect(expired.resultCode).toBe(11008);
    const publish = await asStaff('/api/animation/publish', {
      animType: '0',
      _userId: userId,
      _adminAccessToken: expiring.adminAccessToken,
    });
    expect(publish.resultCode).toBe(11008);

    expect(await ownConfig()).toEqual(before);
  });

  it('refuses a valid token for another customer', async () => {
    const other = await registerAndActivate(uniqueEmail('animation-other'), newVisitor());
    const otherId = (await other.get(userCheckLoginPath)).body.data.userId as string;
    const { adminAccessToken } = await grant(otherId);
    const before = await ownConfig();
    const answer = await asStaff('/api/animation/animationConfigUpdateByUserId', {
      ...saveForm('wrong-customer.example.com', 103),
      _userId: userId,
      _adminAccessToken: adminAccessToken,
    });
    expect(answer.resultCode).toBe(11008);
    expect(await ownConfig()).toEqual(before);
  });
});
