/**
 * Mail links by reference (docs/decisions/0011): events name a link by its id, the secret is made
 * only when the notification service asks for the link, and no outbox row ever holds it.
 * Real PostgreSQL, in-memory bus.
 */
import { describe, expect, it } from 'vitest';
import {
  accountClient,
  asCaller,
  linkParam,
  useAccountUnderTest,
  viaGateway,
  type TMailLinkEventType,
} from './support/account-under-test.ts';

const under = useAccountUnderTest();

const { query, post, latestEvent, mailedLink, signUp } = accountClient(() => under.service);

/** Every secret a link carries: the activation and e-mail change `token`, the reset `code`. */
function secretOf(url: string): string {
  return new URL(url).searchParams.get('code') ?? linkParam(url, 'token');
}

/** Whether any outbox row (the events as Kafka receives them) contains the text. */
async function isInOutbox(text: string): Promise<boolean> {
  const { rows } = await query('select envelope from account.outbox');
  expect(rows.length).toBeGreaterThan(0);
  return rows.some((row) => Buffer.from(row.envelope).includes(text));
}

async function userIdOf(email: string): Promise<string> {
  return (await query('select user_id from account.users where email = $1', [email])).rows[0].user_id;
}

describe('mail links by reference', () => {
  it('keeps the activation, reset and e-mail change secrets out of every event, and the links work', async () => {
    await post('/api/auth/register', { email: 'mia@example.com', password: 'Secret123' });
    const userId = await userIdOf('mia@example.com');
    const activationUrl = await mailedLink('account.user-registered.v2', userId);
    expect(await isInOutbox(secretOf(activationUrl))).toBe(false);
    const activated = await post('/api/auth/activate', { token: secretOf(activationUrl) });
    expect(activated.json().resultCode).toBe(0);

    await post('/api/setting/resendPasswordEmail', { email: 'mia@example.com' });
    const resetUrl = await mailedLink('account.password-reset-requested.v2', userId);
    expect(await isInOutbox(secretOf(resetUrl))).toBe(false);
    const link = { token: linkParam(resetUrl, 'token'), code: linkParam(resetUrl, 'code') };
    const reset = await post('/api/setting/resetPassword', {
      ...link,
      password: 'Newpass1',
      passwordConfirm: 'Newpass1',
    });
    expect(reset.json().resultCode).toBe(0);

    const { session } = await signUp('noah@example.com', 'Noah1234');
    const noah = await userIdOf('noah@example.com');
    const change = await post(
      '/api/auth/emailChange',
      { newEmail: 'noah@new.example.org', password: 'Noah1234' },
      viaGateway(session),
    );
    expect(change.json().resultCode).toBe(0);
    const confirmUrl = await mailedLink('account.email-change-requested.v2', noah);
    expect(await isInOutbox(secretOf(confirmUrl))).toBe(false);
    const verified = await post('/api/auth/newEmailVerify', { token: secretOf(confirmUrl) });
    expect(verified.json().data).toEqual({ email: 'noah@new.example.org' });
  });

  it('makes a new secret each time the link is asked for; the earlier one stops working', async () => {
    await post('/api/auth/register', { email: 'olga@example.com', password: 'Secret123' });
    const userId = await userIdOf('olga@example.com');
    const first = await mailedLink('account.user-registered.v2', userId);
    const second = await mailedLink('account.user-registered.v2', userId);
    expect(secretOf(second)).not.toBe(secretOf(first));
    expect((await post('/api/auth/activate', { token: secretOf(first) })).json().resultCode).toBe(11017);
    expect((await post('/api/auth/activate', { token: secretOf(second) })).json().resultCode).toBe(0);
  });

  it('answers 404 for a spent or unknown link: there is nothing left to mail', async () => {
    const { userId } = await signUp('pia@example.com');
    const type: TMailLinkEventType = 'account.user-registered.v2';
    const { linkId } = await latestEvent(type, userId);
    for (const id of [linkId, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await post(`/internal/mail-links/${id}`, { language: 'en' }, asCaller('notification'));
      expect(response.statusCode).toBe(404);
      expect(response.json().resultCode).toBe(10004);
    }
  });

  it('gives links to the notification service only', async () => {
    await post('/api/auth/register', { email: 'quinn@example.com', password: 'Secret123' });
    const { linkId } = await latestEvent('account.user-registered.v2', await userIdOf('quinn@example.com'));
    for (const headers of [{}, asCaller('gateway'), asCaller('backoffice'), asCaller('data-api')]) {
      const response = await post(`/internal/mail-links/${linkId}`, { language: 'en' }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().resultCode).toBe(11016);
    }
    const { rows } = await query('select secret_hash from account.one_time_tokens where token_id = $1', [linkId]);
    expect(rows[0].secret_hash).toBeNull();
  });
});
