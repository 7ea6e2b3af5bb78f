/**
 * The data API while its Redis (the shared counters) is slower than its timeout or gone, on a
 * redis-server of this file's own: an API call is refused with the catalogue's 10007 (503), never let
 * through uncounted and never a 500, and is answered again once Redis is back; the usage page,
 * whose quotas and last calls only the counters know, answers 10007 too. Account and billing are
 * stand-ins answering their internal contracts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asserted } from '@matchwire/devinfra/gateway-identity';
import { startPrivateRedis } from '@matchwire/devinfra/private-redis';
import { afterAll, describe, expect, it } from 'vitest';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

const now = new Date('2026-11-25T18:00:00.000Z');
const userId = 'user-r';
const apiKey = `mw_live_${'r'.repeat(32)}`;
const trial = {
  source: 'trial',
  sportType: 1,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: '2027-11-25T00:00:00.000Z',
};

function standIn(data: (url: URL) => unknown): Server {
  return createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ resultCode: 0, resultInfo: 'Success', data: data(new URL(request.url ?? '/', 'http://x')) }),
    );
  });
}
const servers = [
  standIn(() => ({ userId, isActive: true, ipWhitelist: [] })),
  standIn(() => ({ userId, grants: [trial] })),
];
const [accountUrl, billingUrl] = await Promise.all(
  servers.map(async (server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }),
);
const redis = await startPrivateRedis();
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await redis.stop();
});

const under = useDataApiUnderTest({
  clock: () => now,
  env: { ACCOUNT_URL: accountUrl!, BILLING_URL: billingUrl!, REDIS_URL: redis.url },
});

async function callTheApi() {
  const response = await under.service.app.inject({
    method: 'GET',
    url: '/v1/football/competitions',
    headers: { 'x-api-key': apiKey },
  });
  return { status: response.statusCode, body: response.json() };
}
async function openTheUsagePage() {
  const response = await under.service.app.inject({
    method: 'GET',
    url: '/api/usage/summary',
    headers: asserted('data-api', { userId, email: 'r@example.com' }),
  });
  return { status: response.statusCode, body: response.json() };
}
/** Every command waits `ms` (past the counters' 500 ms timeout) and is then carried out. */
const stallRedis = (ms: number) => redis.client.call('CLIENT', 'PAUSE', String(ms), 'ALL');
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
