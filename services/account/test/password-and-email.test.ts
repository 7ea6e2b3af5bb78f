/**
 * Mailed links: password reset (token + code, 1 hour) and e-mail change (24 hours), each single
 * use, and the 2-minute rule between two mails. Real PostgreSQL, in-memory bus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  linkParam,
  publicWebUrl,
  sessionFrom,
  useAccountUnderTest,
  viaGateway,
} from './support/account-under-test.ts';

const under = useAccountUnderTest();

const { query, post, get, latestEvent, countEvents, mailedLink, signUp } = accountClient(() => under.service);

function logIn(account: string, password: string) {
  return post('/api/auth/login', { account, password }, { 'x-forwarded-for': '198.18.0.1' });
}

/** Lets the next mail of this kind go out now instead of after 2 minutes. */
async function skipResendWait(userId: string, purpose: string) {
  await query(
    `update account.one_time_tokens set created_at = created_at - interval '3 minutes' where user_id = $1 and purpose = $2`,
    [userId, purpose],
  );
}

describe('resending the activation mail', () => {
  it('waits 2 minutes (10006 naming the seconds), then sends a fresh link; unknown → 11011', async () => {
    await post('/api/auth/register', { email: 'frank@example.com', password: 'Secret123' });
    const early = await post('/api/auth/resendActivation', { email: 'frank@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json().resultCode).toBe(10006);
    expect(early.json().resultInfo).toMatch(/^Please wait (1[01]\d|120) seconds before requesting another e-mail$/);

    const { rows } = await query(`select user_id from account.users where email = 'frank@example.com'`);
    const userId = rows[0].user_id;
    const firstLink = await mailedLink('account.user-registered.v2', userId);
    await skipResendWait(userId, 'activation');
    const resent = await post('/api/auth/resendActivation', { email: 'FRANK@example.com', lang: 'vi' });
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().data.resendAvailableAt)).toBeGreaterThan(Date.now() + 100_000);
    expect(await countEvents('account.user-registered.v2', userId)).toBe(2);
    const secondLink = await mailedLink('account.user-registered.v2', userId);
    expect(secondLink).not.toBe(firstLink);
    expect(secondLink).toMatch(/&lang=vi$/);

    // Either link activates; the first use spends both.
    expect((await post('/api/auth/activate', { token: linkParam(firstLink, 'token') })).statusCode).toBe(200);
    expect((await post('/api/auth/activate', { token: linkParam(secondLink, 'token') })).json().resultCode).toBe(11017);
    expect((await post('/api/auth/resendActivation', { email: 'frank@example.com' })).json().resultCode).toBe(11012);

    expect((await post('/api/auth/resendActivation', { email: 'nobody@example.com' })).json()).toEqual({
      resultCode: 11011,
      resultInfo: 'email unregistered',
    });
  });
});

describe('password reset', () => {
  let userId: string;

  async function requestReset(): Promise<{ token: string; code: string; url: string }> {
    await skipResendWait(userId, 'password_reset');
    const response = await post('/api/setting/resendPasswordEmail', { email: 'grace@example.com' });
    expect(response.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: {} });
    const resetUrl = await mailedLink('account.password-reset-requested.v2', userId);
    return { token: linkParam(resetUrl, 'token'), code: linkParam(resetUrl, 'code'), url: resetUrl };
  }

  function reset(link: { token: string; code: string }, password: string, passwordConfirm = password) {
    return post('/api/setting/resetPassword', { ...link, password, passwordConfirm });
  }

  beforeAll(async () => {
    ({ userId } = await signUp('grace@example.com', 'OldPass1'));
  });

  it('mails a link with token and code to the reset page; unknown address → 11011; 2-minute rule', async () => {
    const link = await requestReset();
    expect(link.url).toBe(`${publicWebUrl}/setting/resetPassword?token=${link.token}&code=${link.code}&lang=en`);
    expect((await post('/api/setting/resendPasswordEmail', { email: 'grace@example.com' })).json().resultCode).toBe(
      10006,
    );
    expect((await post('/api/setting/resendPasswordEmail', { email: 'nobody@example.com' })).json()).toEqual({
      resultCode: 11011,
      resultInfo: 'email unregistered',
    });
  });

  it('refuses mismatched passwords, an expired link, a wrong code and a superseded link', async () => {
    const expired = await requestReset();
    expect((await reset(expired, 'NewPass1', 'NewPass2')).json()).toEqual({
      resultCode: 10002,
      resultInfo: 'Passwords do not match',
    });
    await query(`update account.one_time_tokens set expires_at = now() - interval '1 second' where token_id = $1`, [
      expired.token,
    ]);
    expect((await reset(expired, 'NewPass1')).json()).toEqual({
      resultCode: 11017,
      resultInfo: 'The link is invalid or has expired',
    });

    const superseded = await requestReset();
    expect((await reset({ token: superseded.token, code: `${superseded.code}x` }, 'NewPass1')).json().resultCode).toBe(
      11017,
    );
    expect((await reset({ token: superseded.code, code: superseded.token }, 'NewPass1')).json().resultCode).toBe(11017);
    await requestReset();
    expect((await reset(superseded, 'NewPass1')).json().resultCode).toBe(11017);
    expect((await logIn('grace@example.com', 'OldPass1')).statusCode).toBe(200);
  });

  it('sets the new password once: old password refused, new accepted, the link spent, sessions revoked', async () => {
    const signedIn = sessionFrom(await logIn('grace@example.com', 'OldPass1'));
    const link = await requestReset();
    const response = await reset(link, 'NewPass1');
    expect(response.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: {} });
    expect((await reset(link, 'Another1')).json().resultCode).toBe(11017);

    expect((await logIn('grace@example.com', 'OldPass1')).json()).toEqual({
      resultCode: 11015,
      resultInfo: 'incorrect password',
    });
    const again = await logIn('grace@example.com', 'NewPass1');
    expect(again.statusCode).toBe(200);
    expect((await get('/api/auth/userCheckLogin', viaGateway(signedIn))).json().resultCode).toBe(11008);

    const info = await get('/api/setting/getUserInfo', viaGateway(sessionFrom(again)));
    expect(Date.parse(info.json().data.lastModifyPasswordDate)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('e-mail change', () => {
  it('needs the password, mails the new address, and the verified link changes the e-mail once', async () => {
    const { userId, session } = await signUp('heidi@example.com', 'Heidi123');
    await signUp('taken@example.com');

    const wrong = await post(
      '/api/auth/emailChange',
      { newEmail: 'heidi@new.example.org', password: 'Wrong123' },
      viaGateway(session),
    );
    expect(wrong.json()).toEqual({ resultCode: 11015, resultInfo: 'incorrect password' });
    const taken = await post(
      '/api/auth/emailChange',
      { newEmail: 'Taken@example.com', password: 'Heidi123' },
      viaGateway(session),
    );
    expect(taken.json()).toEqual({ resultCode: 11012, resultInfo: 'email registered' });
    expect((await post('/api/auth/emailChange', { newEmail: 'x@y.org', password: 'Heidi123' })).json().resultCode).toBe(
      11007,
    );
    expect(await countEvents('account.email-change-requested.v2', userId)).toBe(0);

    const requested = await post(
      '/api/auth/emailChange',
      { newEmail: 'Heidi@New.Example.org', password: 'Heidi123' },
      viaGateway(session),
    );
    expect(requested.json().data).toEqual({ newEmail: 'heidi@new.example.org' });
    const event = await latestEvent('account.email-change-requested.v2', userId);
    expect(event).toMatchObject({ userId, newEmail: 'heidi@new.example.org', language: 'en' });
    const confirmUrl = await mailedLink('account.email-change-requested.v2', userId);
    expect(confirmUrl).toMatch(new RegExp(`^${publicWebUrl}/auth/newEmailVerify\\?token=[\\w-]{43}&lang=en$`));
    const token = linkParam(confirmUrl, 'token');

    // The e-mail has not changed yet.
    expect((await logIn('heidi@example.com', 'Heidi123')).statusCode).toBe(200);

    const verified = await post('/api/auth/newEmailVerify', { token });
    expect(verified.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: { email: 'heidi@new.example.org' } });
    // Published with the change, for the services that keep the address (billing).
    expect(await latestEvent('account.email-changed.v1', userId)).toMatchObject({
      userId,
      email: 'heidi@new.example.org',
      language: 'en',
    });
    const refreshed = sessionFrom(verified);
    const check = await get('/api/auth/userCheckLogin', viaGateway(refreshed));
    expect(check.json().data).toEqual({ userId, email: 'heidi@new.example.org' });
    // The session issued for the old address is over.
    const old = await get('/api/auth/userCheckLogin', viaGateway(session));
    expect(old.json().resultCode).toBe(11008);

    expect((await post('/api/auth/newEmailVerify', { token })).json().resultCode).toBe(11017);
    expect(await countEvents('account.email-changed.v1', userId)).toBe(1);
    expect((await logIn('heidi@example.com', 'Heidi123')).json().resultCode).toBe(11011);
    expect((await logIn('heidi@new.example.org', 'Heidi123')).statusCode).toBe(200);
  });

  it('refuses an expired confirmation link', async () => {
    const { userId, session } = await signUp('ivan@example.com', 'Ivan1234');
    await post(
      '/api/auth/emailChange',
      { newEmail: 'ivan@new.example.org', password: 'Ivan1234' },
      viaGateway(session),
    );
    const token = linkParam(await mailedLink('account.email-change-requested.v2', userId), 'token');
    await query(`update account.one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [
      userId,
    ]);
    expect((await post('/api/auth/newEmailVerify', { token })).json().resultCode).toBe(11017);
    expect(await countEvents('account.email-changed.v1', userId)).toBe(0);
  });
});
