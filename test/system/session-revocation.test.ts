import { beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserSession,
  emailChangeToken,
  passwordResetLink,
  registerAndActivate,
  resetPassword,
  testPassword,
  uniqueEmail,
} from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';
import { callRoute, routeName, signedInRoutes, type TRoute } from '../support/signed-in-routes.ts';

/**
 * Revocation is enforced at the gateway for every service (docs/decisions/0009): once a session
 * ends, its cookies and the accessToken that login returned are refused (11008) by every
 * signed-in route of every service within one second.
 */
let routes: TRoute[] = [];

beforeAll(async () => {
  routes = await signedInRoutes(newVisitor());
});

/** A signed-in customer, with the credentials a thief could have kept. */
async function signIn(): Promise<{ email: string; session: BrowserSession; kept: Record<string, string>[] }> {
  const email = uniqueEmail('revoked');
  await registerAndActivate(email);
  const visitor = newVisitor();
  const session = new BrowserSession(visitor);
  const login = await session.post('/api/auth/login', { account: email, password: testPassword });
  expect(login.body.resultCode).toBe(0);
  const accessToken = login.body.data.accessToken as string;
  const kept = [
    { ...visitor, cookie: session.cookieHeader() },
    { ...visitor, cookie: `jwt=${accessToken}` },
  ];
  return { email, session, kept };
}

/** Each kept credential on each signed-in route: its result code, once all are 11008 or 1 s has passed. */
async function answersWithin1s(kept: Record<string, string>[]): Promise<Record<string, number>> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const answers: Record<string, number> = {};
    for (const [index, headers] of kept.entries()) {
      const codes = await Promise.all(routes.map((route) => callRoute(route, headers)));
      routes.forEach((route, at) => (answers[`${routeName(route)} with credential ${index}`] = codes[at]!.resultCode));
    }
    if (Object.values(answers).every((code) => code === 11008) || Date.now() > deadline) return answers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function allRefused(answers: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(answers).map((name) => [name, 11008]));
}

describe('an ended session, at every signed-in route of every service', () => {
  it('finds the signed-in routes of the account and the catalogue services', () => {
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/userCheckLogin',
        'GET /api/setting/getUserInfo',
        'POST /api/user/apiKey/reveal',
        'POST /api/product/marketingUserAddByProductId',
      ]),
    );
  });

  it('is refused after logout, by cookie and by accessToken', async () => {
    const { session, kept } = await signIn();
    for (const headers of kept) {
      const before = await callRoute({ method: 'POST', path: '/api/product/marketingUserAddByProductId' }, headers);
      expect([11007, 11008]).not.toContain(before.resultCode);
    }
    expect((await session.post('/api/auth/logout')).body.resultCode).toBe(0);
    const answers = await answersWithin1s(kept);
    expect(answers).toEqual(allRefused(answers));
  });

  it('is refused after a password reset', async () => {
    const { email, kept } = await signIn();
    const visitor = new BrowserSession(newVisitor());
    const link = await passwordResetLink(visitor, email);
    expect((await resetPassword(visitor, link, 'NewPass1')).body.resultCode).toBe(0);
    const answers = await answersWithin1s(kept);
    expect(answers).toEqual(allRefused(answers));
  });

  it('is refused once the back office locks the account', async () => {
    const { session, kept } = await signIn();
    const userId = (await session.get('/api/auth/userCheckLogin')).body.data.userId as string;
    const locked = await fetch(`${testEnv.accountUrl}/internal/users/${userId}/lock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
      body: '{}',
    });
    expect(locked.status).toBe(200);
    const answers = await answersWithin1s(kept);
    expect(answers).toEqual(allRefused(answers));
  });

  it('is refused after an e-mail change signs the user in afresh', async () => {
    const { session, kept } = await signIn();
    const newEmail = uniqueEmail('moved');
    const token = await emailChangeToken(session, newEmail);
    expect((await session.post('/api/auth/newEmailVerify', { token })).body.resultCode).toBe(0);
    const answers = await answersWithin1s(kept);
    expect(answers).toEqual(allRefused(answers));
  });
});
