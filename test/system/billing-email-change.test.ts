/**
 * Billing follows an e-mail change across the stack (docs/contracts/billing.md#events-consumed): a
 * customer with a trial confirms a new address in the console; `account.email-changed.v1` travels
 * through Kafka to billing, whose customer takes the new address, and billing's next mail (the trial
 * ended by staff) goes there, not to the old one.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emailChangeToken, mailsTo, registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';

const billingUrl = process.env.TEST_BILLING_URL ?? 'http://127.0.0.1:3913';
const billingDb = new pg.Pool({ connectionString: testEnv.billingDatabaseUrl, max: 2 });
afterAll(() => billingDb.end());

async function billingCustomerEmail(userId: string): Promise<string | undefined> {
  const { rows } = await billingDb.query('select email from billing.customers where user_id = $1', [userId]);
  return rows[0]?.email;
}

describe('an e-mail change reaches billing', () => {
  it('moves billing’s mail to the confirmed address', async () => {
    const email = uniqueEmail('billing-move');
    const newEmail = uniqueEmail('billing-moved');
    const session = await registerAndActivate(email);
    const userId = (await session.get('/api/auth/userCheckLogin')).body.data.userId as string;
    expect((await session.post('/api/trial/start', { sportType: '2', lang: 'en' })).body.resultCode).toBe(0);
    expect(await billingCustomerEmail(userId)).toBe(email);

    const token = await emailChangeToken(session, newEmail);
    expect((await session.post('/api/auth/newEmailVerify', { token })).body.data.email).toBe(newEmail);
    await expect.poll(() => billingCustomerEmail(userId), { timeout: 20_000, interval: 250 }).toBe(newEmail);

    // Staff end the trial now: billing mails the customer at the address it keeps.
    const ended = await fetch(`${billingUrl}/internal/trials/${userId}/2`, {
      method: 'PUT',
      headers: { ...testEnv.asBackoffice, 'content-type': 'application/json' },
      body: JSON.stringify({
        staffId: 's-system',
        reason: 'Ending the trial to check where mail goes',
        endDate: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(ended.status, await ended.clone().text()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(newEmail, 1)).map((mail) => mail.subject), { timeout: 20_000, interval: 250 })
      .toContainEqual(expect.stringMatching(/trial has ended/));
    const toOld = (await mailsTo(email, 1)).map((mail) => mail.subject);
    expect(toOld.filter((subject) => /trial has ended/.test(subject))).toEqual([]);
  });
});
