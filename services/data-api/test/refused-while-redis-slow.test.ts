/**
 * A call refused with 10007 because Redis answered its count too late, on a redis-server of this
 * file's own and the real PostgreSQL: Redis still carries out the count once it catches up, and
 * the data API takes it back, so the refused call spends neither its minute nor its trial call
 * (the usage page's quota, the trial calls PostgreSQL holds) and shows only as a 10007 error;
 * a call answered afterwards is counted once. Account and billing are stand-ins.
 */
import { eventually } from '@matchwire/devinfra/eventually';
import { describe, expect, it } from 'vitest';
import { countTrialCallsOn } from '../src/db/usage-repository.ts';
import { flushUsage } from '../src/metering/flush-usage.ts';
import { useTrialCustomerOnPrivateRedis } from './support/trial-customer-on-private-redis.ts';

const day = '2026-11-25';
const userId = 'user-s';
const customer = await useTrialCustomerOnPrivateRedis({
  userId,
  apiKey: `mw_live_${'s'.repeat(32)}`,
  now: new Date('2026-11-25T18:00:00.000Z'),
});
const { under, redis, openTheUsagePage } = customer;
const callTheApi = async () => (await customer.callTheApi()).status;

/**
 * The trial calls the usage page shows, once Redis answers again. The page reads them on the data
 * API's own connection, so after whatever that connection sent before (the late count, its take-back).
 */
async function trialCallsShown(): Promise<number> {
  await expect.poll(async () => (await openTheUsagePage()).status, { timeout: 10_000, interval: 200 }).toBe(200);
  return (await openTheUsagePage()).body.data.quotas[0].usedToday;
}
async function minuteCount(): Promise<number> {
  const [key, ...others] = await redis.client.keys(`data-api:freq:${userId}:*`);
  expect(others).toEqual([]);
  return Number(await redis.client.get(key!));
}
/** Every command waits 1.5 s (past the counters' 500 ms timeout) and is then carried out. */
const stallRedis = () => customer.stallRedis(1500);

describe('a call refused while Redis is slower than its timeout', () => {
  it('spends neither its minute nor its trial call; a call answered afterwards is counted once', async () => {
    expect(await callTheApi()).toBe(200);
    await stallRedis();
    expect(await callTheApi()).toBe(503);
    expect(await trialCallsShown()).toBe(1);
    expect(await minuteCount()).toBe(1);

    expect(await callTheApi()).toBe(200);
    expect(await trialCallsShown()).toBe(2);
    expect(await minuteCount()).toBe(2);

    let written = 0;
    await eventually(
      async () => (written += await flushUsage(under.service.deps)),
      (total) => total === 3,
      'the usage written to PostgreSQL',
    );
    expect(await countTrialCallsOn(under.service.deps.db, userId, 1, day)).toBe(2);
    const usage = (await openTheUsagePage()).body.data;
    expect(usage.errorsByCode).toEqual([{ resultCode: 10007, status: 503, calls: 1 }]);
  });

  it("does not keep a day Redis lost from starting again from PostgreSQL's calls", async () => {
    await redis.flushAll();
    // The refused call is the first of the day Redis knows: its late count would make the day at 1.
    await stallRedis();
    expect(await callTheApi()).toBe(503);
    expect(await trialCallsShown()).toBe(0);

    expect(await callTheApi()).toBe(200);
    expect(await trialCallsShown()).toBe(3);
  });
});
