/**
 * The data API while its Redis (the shared counters) is slower than its timeout or gone, on a
 * redis-server of this file's own: an API call is refused with the catalogue's 10007 (503), never let
 * through uncounted and never a 500, and is answered again once Redis is back; the usage page,
 * whose quotas and last calls only the counters know, answers 10007 too. Account and billing are
 * stand-ins answering their internal contracts.
 */
import { describe, expect, it } from 'vitest';
import { useTrialCustomerOnPrivateRedis } from './support/trial-customer-on-private-redis.ts';

const { redis, callTheApi, openTheUsagePage, stallRedis } = await useTrialCustomerOnPrivateRedis({
  userId: 'user-r',
  apiKey: `mw_live_${'r'.repeat(32)}`,
  now: new Date('2026-11-25T18:00:00.000Z'),
});
const busy = { resultCode: 10007, resultInfo: 'Service temporarily unavailable' };

describe('the data API while Redis does not answer in time', () => {
  it('refuses an API call with 10007 and answers it again once Redis answers', async () => {
    expect((await callTheApi()).status).toBe(200);
    await stallRedis(1500);
    expect(await callTheApi()).toEqual({ status: 503, body: busy });
    await expect.poll(async () => (await callTheApi()).status, { timeout: 10_000, interval: 200 }).toBe(200);
  });

  it('answers the usage page with 10007 and in full once Redis answers', async () => {
    await stallRedis(1500);
    expect(await openTheUsagePage()).toEqual({ status: 503, body: busy });
    await expect.poll(async () => (await openTheUsagePage()).status, { timeout: 10_000, interval: 200 }).toBe(200);
    // The calls answered so far; those refused while Redis carried out their counts late are taken back.
    const [quota] = (await openTheUsagePage()).body.data.quotas;
    expect(quota).toMatchObject({ sportType: 1, dailyCallLimit: 200 });
    expect(quota.usedToday).toBeGreaterThanOrEqual(2);
  });

  it('refuses an API call and the usage page with 10007 while Redis is gone', async () => {
    await redis.stop();
    expect(await callTheApi()).toEqual({ status: 503, body: busy });
    expect(await openTheUsagePage()).toEqual({ status: 503, body: busy });
  });
});
