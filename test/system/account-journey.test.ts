import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import {
  BrowserSession,
  linkIn,
  mailsTo,
  uniqueEmail,
  registerAndActivate,
  testPassword,
} from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';

const password = testPassword;

async function lookUpApiKey(key: string): Promise<number> {
  const response = await fetch(`${testEnv.accountUrl}/internal/api-keys/lookup?key=${encodeURIComponent(key)}`, {
    headers: testEnv.asDataApi,
  });
  return ((await response.json()) as { resultCode: number }).resultCode;
}

describe('a customer journey through the gateway, with real e-mail over SMTP', () => {
  it('registers, activates from the mail, logs in, manages the key and whitelist, and logs out', async () => {
    const email = uniqueEmail('journey');
    const visitor = new BrowserSession();
    expect((await visitor.post('/api/auth/register', { email, password, lang: 'vi' })).body.resultCode).toBe(0);
    expect((await visitor.post('/api/auth/register', { email, password })).body.resultInfo).toMatch(
      /email unactivated/,
    );
    expect((await visitor.post('/api/auth/login', { account: email, password })).body.resultInfo).toMatch(
      /email unactivated/,
    );

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/Matchwire/);
    expect(mail!.html).toContain('/auth/activate?token=');
    const token = linkIn(mail!, '/auth/activate').searchParams.get('token')!;
    expect((await visitor.post('/api/auth/activate', { token })).body.resultCode).toBe(0);
    expect((await visitor.post('/api/auth/activate', { token })).body.resultCode).toBe(11017);

    const session = new BrowserSession();
    const wrong = await session.post('/api/auth/login', { account: email, password: 'wrong-password' });
    expect(wrong.body.resultInfo).toMatch(/incorrect password/);
    const login = await session.post('/api/auth/login', { account: email, password, loginUrl: '/auth/login' });
    expect(login.body.resultCode).toBe(0);
    const cookies = login.response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/jwt=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);

    expect((await session.get('/api/auth/userCheckLogin')).body.data.email).toBe(email);
    const info = await session.get('/api/setting/getUserInfo');
    expect(info.body.data.email).toBe(email);
    expect(info.body.data.apiKey).toMatch(/•/);

    expect((await session.post('/api/setting/updateUserInfo', { name: 'x'.repeat(51) })).body.resultCode).toBe(10002);
    expect((await session.post('/api/setting/updateUserInfo', { name: 'Ngọc Anh' })).body.data.name).toBe('Ngọc Anh');
    expect((await session.get('/api/setting/getUserInfo')).body.data.name).toBe('Ngọc Anh');

    const oldKey = (await session.post('/api/user/apiKey/reveal')).body.data.apiKey as string;
    expect(await lookUpApiKey(oldKey)).toBe(0);
    const rotated = await session.post('/api/user/apiKey/regenerate');
    const newKey = rotated.body.data.apiKey as string;
    expect(newKey).not.toBe(oldKey);
    expect(await lookUpApiKey(oldKey)).toBe(10004);
    expect(await lookUpApiKey(newKey)).toBe(0);
    // The security notice for the rotation arrives in the user's language.
    const notices = await mailsTo(email, 3);
    expect(notices.map((m) => m.subject).join(' | ')).toMatch(/API/);

    for (const bad of ['999.1.1.1', '10.0.0.0/33', 'not-an-ip', '']) {
      expect((await session.post('/api/user/ipWhitelist/add', { entry: bad })).body.resultCode).not.toBe(0);
    }
    expect((await session.post('/api/user/ipWhitelist/add', { entry: '203.0.113.10' })).body.resultCode).toBe(0);
    const added = await session.post('/api/user/ipWhitelist/add', { entry: '2001:db8::/48' });
    expect(added.body.data.entries.map((e: { entry: string }) => e.entry)).toEqual(['203.0.113.10', '2001:db8::/48']);
    const removed = await session.post('/api/user/ipWhitelist/remove', { entry: '203.0.113.10' });
    expect(removed.body.data.entries.map((e: { entry: string }) => e.entry)).toEqual(['2001:db8::/48']);

    const stolenCookies = session.cookieHeader();
    expect((await session.post('/api/auth/logout')).body.resultCode).toBe(0);
    expect((await session.get('/api/auth/userCheckLogin')).body.resultCode).toBe(11007);
    // The cookies of the ended session are worth nothing even if someone kept them.
    const replay = new BrowserSession({ cookie: stolenCookies });
    expect((await replay.get('/api/auth/userCheckLogin')).body.resultCode).toBe(11008);
  });

  it('resets a forgotten password once; an expired-looking or reused link is refused', async () => {
    const email = uniqueEmail('reset');
    await registerAndActivate(email);
    const visitor = new BrowserSession();
    expect(
      (await visitor.post('/api/setting/resendPasswordEmail', { email: uniqueEmail('nobody') })).body.resultInfo,
    ).toMatch(/email unregistered/);
    expect((await visitor.post('/api/setting/resendPasswordEmail', { email })).body.resultCode).toBe(0);
    const mails = await mailsTo(email, 3);
    const resetMail = mails.find((m) => m.text.includes('/setting/resetPassword'))!;
    const link = linkIn(resetMail, '/setting/resetPassword');
    const form = { token: link.searchParams.get('token')!, code: link.searchParams.get('code')! };

    /** The result code of a reset through this link; the password is confirmed as typed unless said otherwise. */
    const resetCode = async (reset: { password: string; passwordConfirm?: string; code?: string }) => {
      const answer = await visitor.post('/api/setting/resetPassword', {
        ...form,
        passwordConfirm: reset.password,
        ...reset,
      });
      return answer.body.resultCode;
    };

    expect(await resetCode({ password: 'NewPass1', passwordConfirm: 'NewPass2' })).toBe(10002);
    expect(await resetCode({ password: 'NewPass1', code: 'x'.repeat(form.code.length) })).toBe(11017);
    expect(await resetCode({ password: 'NewPass1' })).toBe(0);
    // The link is spent: the same token and code again are refused.
    expect(await resetCode({ password: 'NewPass3' })).toBe(11017);

    expect((await visitor.post('/api/auth/login', { account: email, password })).body.resultInfo).toMatch(
      /incorrect password/,
    );
    expect((await visitor.post('/api/auth/login', { account: email, password: 'NewPass1' })).body.resultCode).toBe(0);
  });

  it('changes the e-mail only after the new address confirms, once', async () => {
    const email = uniqueEmail('change');
    const newEmail = uniqueEmail('changed');
    const session = await registerAndActivate(email);
    expect((await session.post('/api/auth/emailChange', { newEmail, password: 'WrongPass' })).body.resultInfo).toMatch(
      /incorrect password/,
    );
    expect((await session.post('/api/auth/emailChange', { newEmail, password })).body.resultCode).toBe(0);
    const [mail] = await mailsTo(newEmail);
    const token = linkIn(mail!, '/auth/newEmailVerify').searchParams.get('token')!;
    expect((await session.get('/api/setting/getUserInfo')).body.data.email).toBe(email);

    const verified = await session.post('/api/auth/newEmailVerify', { token });
    expect(verified.body.data.email).toBe(newEmail);
    expect((await session.get('/api/setting/getUserInfo')).body.data.email).toBe(newEmail);
    expect((await session.post('/api/auth/newEmailVerify', { token })).body.resultCode).toBe(11017);
    expect((await new BrowserSession().post('/api/auth/login', { account: newEmail, password })).body.resultCode).toBe(
      0,
    );
  });
});

describe('account security at the edge', () => {
  it('throttles brute-force login, even when the right password finally comes', async () => {
    const email = uniqueEmail('brute');
    await registerAndActivate(email);
    const attacker = new BrowserSession({ 'x-forwarded-for': '198.51.100.77' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await attacker.post('/api/auth/login', { account: email, password: `guess-${attempt}` })).body.resultCode,
      ).toBe(11015);
    }
    const blocked = await attacker.post('/api/auth/login', { account: email, password });
    expect(blocked.body.resultCode).toBe(10006);
  });

  it('refuses a tampered or expired jwt with 11008', async () => {
    const session = await registerAndActivate(uniqueEmail('jwt'));
    const jwt = session.cookies.get('jwt')!;
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    const tampered = new BrowserSession({
      cookie: `jwt=${header}.${forged}.${signature}; token=${session.cookies.get('token')}`,
    });
    expect((await tampered.get('/api/setting/getUserInfo')).body.resultCode).toBe(11008);

    const expiredJwt = createSigner({ key: testEnv.jwtSecret, algorithm: 'HS256' })({
      ...claims,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const expired = new BrowserSession({ cookie: `jwt=${expiredJwt}; token=${session.cookies.get('token')}` });
    expect((await expired.get('/api/auth/userCheckLogin')).body.resultCode).toBe(11008);
  });

  it("never shows or changes another customer's data", async () => {
    const alice = await registerAndActivate(uniqueEmail('alice'));
    const bob = await registerAndActivate(uniqueEmail('bob'));
    const aliceInfo = (await alice.get('/api/setting/getUserInfo')).body.data;
    const bobAsking = await bob.get(`/api/setting/getUserInfo?userId=${aliceInfo.userId}`);
    expect(bobAsking.body.data?.email).not.toBe(aliceInfo.email);
    // Forged identity headers from the client are stripped by the gateway.
    const forging = new BrowserSession({ 'x-mw-user-id': aliceInfo.userId, 'x-mw-user-email': aliceInfo.email });
    expect((await forging.post('/api/setting/updateUserInfo', { name: 'hijacked' })).body.resultCode).toBe(11007);
    expect((await alice.get('/api/setting/getUserInfo')).body.data.name).not.toBe('hijacked');
  });
});
