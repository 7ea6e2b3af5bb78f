import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asserted } from '@matchwire/devinfra/gateway-identity';
import { startPrivateRedis } from '@matchwire/devinfra/private-redis';
import { afterAll } from 'vitest';
import { useDataApiUnderTest } from './data-api-under-test.ts';

/** A football trial of 200 calls a day, as billing's internal contract answers it. */
export const footballTrial = {
  source: 'trial',
  sportType: 1,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: '2027-11-25T00:00:00.000Z',
} as const;

/** A server answering every request with `data` in the success envelope (an internal contract's answer). */
function standIn(data: unknown): Server {
  return createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ resultCode: 0, resultInfo: 'Success', data }));
  });
}

/**
 * For a test file about the data API and its Redis: the data API on the real PostgreSQL and a
 * redis-server of the file's own (a test may pause, flush or stop it), its clock at `now`, serving
 * one customer, `userId`, whose active key `apiKey` has no IP whitelist and a football trial
 * (account and billing are stand-ins). `callTheApi` calls a feed with the key, `openTheUsagePage`
 * opens the usage page as the customer, `stallRedis(ms)` makes every command wait `ms` (then Redis
 * carries them out). Call it at the top of the file, once.
 */
export async function useTrialCustomerOnPrivateRedis(customer: { userId: string; apiKey: string; now: Date }) {
  const { userId, apiKey } = customer;
  const servers = [standIn({ userId, isActive: true, ipWhitelist: [] }), standIn({ userId, grants: [footballTrial] })];
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
    clock: () => customer.now,
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
      headers: asserted('data-api', { userId, email: `${userId}@example.com` }),
    });
    return { status: response.statusCode, body: response.json() };
  }
  const stallRedis = (ms: number) => redis.client.call('CLIENT', 'PAUSE', String(ms), 'ALL');
  return { under, redis, callTheApi, openTheUsagePage, stallRedis };
}
