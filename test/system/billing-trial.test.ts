/**
 * A free trial across the stack (issue 13): a customer registers, starts a trial through the
 * gateway, once per sport; billing's `billing.trial-started.v1` travels through Kafka to the
 * notification service, which mails it; the data API's entitlements look-up grants the sport.
 */
import { describe, expect, it } from 'vitest';
import { trialGrant } from '../../services/billing/test/support/entitlement-grants.ts';
import { mailsTo, registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { callGateway } from '../support/gateway-client.ts';
import { testEnv } from '../support/env.ts';

const billingUrl = process.env.TEST_BILLING_URL ?? 'http://127.0.0.1:3913';
const dayMs = 24 * 60 * 60_000;

describe('a free trial through the gateway', () => {
  it('is refused to a visitor', async () => {
    const answer = await callGateway('/api/trial/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sportType: 2 }),
    });
    expect(((await answer.json()) as { resultCode: number }).resultCode).toBe(11007);
  });

  it('starts once per sport, is mailed through Kafka, and grants the sport', async () => {
    const email = uniqueEmail('trial');
    const session = await registerAndActivate(email);

    const started = await session.post('/api/trial/start', { sportType: '2', lang: 'en' });
    expect(started.body).toMatchObject({
      resultCode: 0,
      data: { sportType: 2, trialStatus: 1, dailyCallLimit: 200, delayMinutes: 2 },
    });
    const listed = await session.get('/api/trial/list');
    const { terms, trials } = listed.body.data;
    expect(trials).toEqual([started.body.data]);
    const { startDate, endDate } = started.body.data;
    expect(new Date(endDate).getTime() - new Date(startDate).getTime()).toBe(terms.days * dayMs);

    const again = await session.post('/api/trial/start', { sportType: '2' });
    expect(again.body).toMatchObject({ resultCode: 13001, resultInfo: 'Trial already used' });

    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000, interval: 250 })
      .toContain('Your free basketball data trial has started');

    const me = await session.get('/api/auth/userCheckLogin');
    const lookup = await fetch(`${billingUrl}/internal/entitlements/${me.body.data.userId}`, {
      headers: testEnv.asDataApi,
    });
    expect(((await lookup.json()) as { data: unknown }).data).toEqual({
      userId: me.body.data.userId,
      grants: [trialGrant(2, endDate)],
    });
  });
});
