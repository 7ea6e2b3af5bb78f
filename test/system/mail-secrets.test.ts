/**
 * Mail links by reference on the full stack (docs/decisions/0011): after registration, a password
 * reset and an e-mail change, the link's secret is in no row of the account outbox, no message on
 * the account topics and no stored mail of the notification service, while the mail delivered over
 * SMTP carries it and the link works.
 */
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserSession,
  activationToken,
  emailChangeToken,
  passwordResetLink,
  registerAndActivate,
  resetPassword,
  uniqueEmail,
} from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { eventually } from '../support/gateway-client.ts';

const topics = [
  'account.user-registered.v2',
  'account.password-reset-requested.v2',
  'account.email-change-requested.v2',
];
const accountDb = new pg.Pool({ connectionString: testEnv.accountDatabaseUrl, max: 2 });
const notificationDb = new pg.Pool({ connectionString: testEnv.notificationDatabaseUrl, max: 2 });
/** Every message on the topics since the test began, as Kafka holds it (key and raw value). */
const onKafka: { key: string; value: Buffer }[] = [];
let consumer: Consumer;

beforeAll(async () => {
  const kafka = new Kafka({ clientId: 'mail-secrets-test', brokers: testEnv.kafkaBrokers, logLevel: logLevel.NOTHING });
  consumer = kafka.consumer({ groupId: `mail-secrets-${Date.now()}` });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => void onKafka.push({ key: String(message.key), value: message.value! }),
  });
}, 60_000);

afterAll(async () => {
  await consumer?.disconnect();
  await accountDb.end();
  await notificationDb.end();
});

async function userIdOf(email: string): Promise<string> {
  const { rows } = await accountDb.query('select user_id from account.users where email = $1', [email]);
  return rows[0].user_id;
}

/**
 * Asserts that nothing a reader of the tables or topics sees holds `secret`, after checking that
 * the event and the stored mail it looks through exist (so the search is not vacuous).
 */
async function expectSecretKeptOut(secret: string, userId: string, recipient: string): Promise<void> {
  const outbox = await accountDb.query(
    `select count(*)::int as events, count(*) filter (where position(convert_to($1, 'UTF8') in envelope) > 0)::int as leaks
     from account.outbox where event_key = $2`,
    [secret, userId],
  );
  expect(outbox.rows[0].events).toBeGreaterThan(0);
  expect(outbox.rows[0].leaks).toBe(0);
  const { rows: leakingOutboxRows } = await accountDb.query(
    `select count(*)::int as n from account.outbox where position(convert_to($1, 'UTF8') in envelope) > 0`,
    [secret],
  );
  expect(leakingOutboxRows[0].n).toBe(0);

  await eventually(
    async () => (onKafka.some((message) => message.key === userId) ? true : undefined),
    20_000,
    'the event on Kafka',
  );
  expect(onKafka.filter((message) => message.value.includes(secret))).toEqual([]);

  const stored = await notificationDb.query(
    `select count(*)::int as mails,
            count(*) filter (where position($1 in messages::text) > 0)::int as leaks
     from notification.messages where recipient = $2`,
    [secret, recipient],
  );
  expect(stored.rows[0].mails).toBeGreaterThan(0);
  expect(stored.rows[0].leaks).toBe(0);
  const { rows: leakingMails } = await notificationDb.query(
    'select count(*)::int as n from notification.messages where position($1 in messages::text) > 0',
    [secret],
  );
  expect(leakingMails[0].n).toBe(0);
}

describe('link secrets stay out of events and stored mails', () => {
  it('registration: the activation secret is only in the mail, and the link activates', async () => {
    const email = uniqueEmail('secret-activation');
    const session = new BrowserSession();
    const token = await activationToken(session, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    await expectSecretKeptOut(token, await userIdOf(email), email);
    expect((await session.post('/api/auth/activate', { token })).body.resultCode).toBe(0);
  });

  it('password reset: the code is only in the mail, and the link resets the password', async () => {
    const email = uniqueEmail('secret-reset');
    await registerAndActivate(email);
    const visitor = new BrowserSession();
    const link = await passwordResetLink(visitor, email);
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    await expectSecretKeptOut(code, await userIdOf(email), email);
    expect((await resetPassword(visitor, link, 'NewPass1')).body.resultCode).toBe(0);
  });

  it('e-mail change: the confirmation secret is only in the mail to the new address, and the link confirms', async () => {
    const email = uniqueEmail('secret-change');
    const newEmail = uniqueEmail('secret-changed');
    const session = await registerAndActivate(email);
    const token = await emailChangeToken(session, newEmail);
    await expectSecretKeptOut(token, await userIdOf(email), newEmail);
    expect((await session.post('/api/auth/newEmailVerify', { token })).body.data.email).toBe(newEmail);
  });
});
