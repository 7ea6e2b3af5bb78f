/**
 * Free trials (docs/contracts/billing.md#free-trials): the terms (the catalogue's `freeTrialDays`
 * wins over 15 days; 15 when it is not set or the catalogue cannot be asked), starting one once per
 * user and sport, and `billing.trial-started.v1` through the outbox.
 */
import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../src/catalogue/catalogue-client.ts';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';

const file = useBillingTestFile({ capturedTopics: ['billing.trial-started.v1'], start: '2026-03-02T09:00:00Z' });
const dayMs = 24 * 60 * 60_000;

const startTrial = (userId: string, body: Record<string, unknown>) =>
  file.post('/api/trial/start', body, asUser(userId));

describe('the free-trial terms', () => {
  it('take the days from the catalogue’s freeTrialDays where set (the demo seed sets 15, as the site says)', async () => {
    const answer = await file.get('/api/trial/list', asUser('u-terms'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      terms: { days: 15, dailyCallLimit: 200, delayMinutes: 2, allLeagues: true },
      trials: [],
    });
  });

  it('follow a change of freeTrialDays at once', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '21');
    expect((await file.get('/api/trial/list', asUser('u-terms'))).body.data.terms.days).toBe(21);
    const started = await startTrial('u-terms', { sportType: 1 });
    expect(new Date(started.body.data.endDate).getTime() - file.now().getTime()).toBe(21 * dayMs);
  });

  it('are 15 days where freeTrialDays was never set', async () => {
    await file.catalogueQuery(`delete from catalogue.system_configs where key = 'freeTrialDays'`);
    expect((await file.get('/api/trial/list', asUser('u-terms'))).body.data.terms.days).toBe(15);
    const started = await startTrial('u-terms', { sportType: 2 });
    expect(started.body.data).toMatchObject({
      startDate: '2026-03-02T09:00:00.000Z',
      endDate: '2026-03-17T09:00:00.000Z',
    });
  });

  it('are 15 days when the catalogue cannot be asked, and a trial still starts', async () => {
    const { deps } = file.service();
    const reachable = deps.catalogue;
    // A closed port: the catalogue is down.
    deps.catalogue = createCatalogueClient({ catalogueUrl: 'http://127.0.0.1:1', billingSecret: 'x', timeoutMs: 500 });
    try {
      expect((await file.get('/api/trial/list', asUser('u-down'))).body.data.terms.days).toBe(15);
      const started = await startTrial('u-down', { sportType: 3 });
      expect(started.status).toBe(200);
      expect(started.body.data.endDate).toBe('2026-03-17T09:00:00.000Z');
    } finally {
      deps.catalogue = reachable;
    }
  });
});

describe('starting a trial', () => {
  it('gives the terms for the sport and lists it', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '15');
    const started = await startTrial('u-start', { sportType: 2, lang: 'vi' });
    expect(started).toEqual({
      status: 200,
      body: expect.objectContaining({
        resultCode: 0,
        data: {
          sportType: 2,
          trialStatus: 1,
          startDate: '2026-03-02T09:00:00.000Z',
          endDate: '2026-03-17T09:00:00.000Z',
          dailyCallLimit: 200,
          delayMinutes: 2,
        },
      }),
    });
    const listed = await file.get('/api/trial/list', asUser('u-start'));
    expect(listed.body.data.trials).toEqual([started.body.data]);
    // Nobody else sees it.
    expect((await file.get('/api/trial/list', asUser('u-other'))).body.data.trials).toEqual([]);
  });

  it('records the customer with the address from the gateway and the language asked for', async () => {
    const { rows } = await file.query('select email, language from billing.customers where user_id = $1', ['u-start']);
    expect(rows).toEqual([{ email: 'u-start@example.com', language: 'vi' }]);
    // A later call without a language keeps it; a new address replaces the old one.
    await startTrial('u-start', { sportType: 1 }).then(() => undefined);
    const answer = await file.post('/api/trial/start', { sportType: 3 }, asUser('u-start', 'new@example.com'));
    expect(answer.status).toBe(200);
    const after = await file.query('select email, language from billing.customers where user_id = $1', ['u-start']);
    expect(after.rows).toEqual([{ email: 'new@example.com', language: 'vi' }]);
  });

  it('publishes billing.trial-started.v1 with the customer and the terms', async () => {
    // Earlier tests publish trial starts too: wait for this customer's own.
    const findEvent = () =>
      file
        .published()
        .find((message) => message.key === 'u-start' && (message.payload as { sportType: number }).sportType === 2);
    await expect.poll(findEvent, { timeout: 15_000 }).toBeDefined();
    expect(findEvent()).toEqual({
      type: 'billing.trial-started.v1',
      key: 'u-start',
      payload: {
        userId: 'u-start',
        email: 'u-start@example.com',
        language: 'vi',
        sportType: 2,
        startsAt: '2026-03-02T09:00:00.000Z',
        endsAt: '2026-03-17T09:00:00.000Z',
        dailyCallLimit: 200,
        delayMinutes: 2,
      },
    });
  });

  it('is refused a second time for the same sport (13001), also after the trial ended, and writes no event', async () => {
    const before = await file.query('select count(*)::int as n from billing.outbox');
    const again = await startTrial('u-start', { sportType: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ resultCode: 13001, resultInfo: 'Trial already used' });
    await file.query(
      `update billing.trials set status = 2, ended_at = now() where user_id = 'u-start' and sport_type = 2`,
    );
    expect((await startTrial('u-start', { sportType: 2 })).body.resultCode).toBe(13001);
    const after = await file.query('select count(*)::int as n from billing.outbox');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('gives one trial and one 13001 to two starts at the same moment', async () => {
    const answers = await Promise.all([startTrial('u-race', { sportType: 1 }), startTrial('u-race', { sportType: 1 })]);
    expect(answers.map((answer) => answer.body.resultCode).sort()).toEqual([0, 13001]);
    const { rows } = await file.query(`select count(*)::int as n from billing.trials where user_id = 'u-race'`);
    expect(rows[0]!.n).toBe(1);
    const events = await file.query(`select count(*)::int as n from billing.outbox where event_key = 'u-race'`);
    expect(events.rows[0]!.n).toBe(1);
  });

  it('refuses an unknown sport and a caller without identity', async () => {
    const unknownSport = await startTrial('u-bad', { sportType: 4 });
    expect(unknownSport.status).toBe(400);
    expect((await file.post('/api/trial/start', { sportType: 1 })).status).toBe(401);
    expect((await file.get('/api/trial/list')).status).toBe(401);
    const { rows } = await file.query(`select count(*)::int as n from billing.customers where user_id = 'u-bad'`);
    expect(rows[0]!.n).toBe(0);
  });
});
