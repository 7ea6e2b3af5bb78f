/**
 * An embedded widget while the animation service's Redis (the published-config cache) is slower
 * than its timeout or gone, on a redis-server of this file's own: the widget still gets its
 * published config, read from PostgreSQL, never a 500 or 10007. Billing is a stand-in answering
 * its internal contract over HTTP; the bus is the in-memory one.
 */
import { startPrivateRedis } from '@matchwire/devinfra/private-redis';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedCacheKeyOf } from '../src/published/published-cache.ts';
import { animationCalls } from './support/animation-calls.ts';
import { asCustomer, buildAnimationUnderTest, newUserId } from './support/animation-under-test.ts';
import { footballTrial, useUpstreamStandIns } from './support/upstream-stand-ins.ts';

const redis = await startPrivateRedis();
afterAll(() => redis.stop());
const upstreams = useUpstreamStandIns();
const under = useServiceUnderTest('animation', (databaseUrl) =>
  buildAnimationUnderTest(databaseUrl, {
    BILLING_URL: upstreams.url,
    DATA_API_URL: upstreams.url,
    REDIS_URL: redis.url,
  }),
);
const calls = () => animationCalls(under.service);

async function publishedKey(): Promise<string> {
  const userId = newUserId();
  const customer = asCustomer(userId);
  upstreams.grantsByUser.set(userId, [footballTrial]);
  await calls().save(customer, { domains: ['example.com'] });
  const published = (await calls().publish(customer)).json();
  expect(published.resultCode).toBe(0);
  return published.data.accessKey as string;
}
const widgetConfig = (key: string) =>
  under.service.app.inject({
    method: 'GET',
    url: `/widget/v1/config?key=${key}&animType=0`,
    headers: { origin: 'https://www.example.com', 'sec-fetch-site': 'cross-site' },
  });
const standOf = (answer: Awaited<ReturnType<typeof widgetConfig>>) => ({
  status: answer.statusCode,
  stand: answer.json().data?.materials?.stand?.materialId as number | undefined,
});

describe('a widget while Redis does not answer in time', () => {
  it('gets its published config from PostgreSQL while Redis stalls, and while it is gone', async () => {
    const key = await publishedKey();
    expect(standOf(await widgetConfig(key))).toEqual({ status: 200, stand: 101 });
    expect(await redis.client.exists(publishedCacheKeyOf(key))).toBe(1);

    // Every command waits 1.5 s, past the cache's 500 ms timeout.
    await redis.client.call('CLIENT', 'PAUSE', '1500', 'ALL');
    expect(standOf(await widgetConfig(key))).toEqual({ status: 200, stand: 101 });

    await redis.stop();
    expect(standOf(await widgetConfig(key))).toEqual({ status: 200, stand: 101 });
  });
});
