/**
 * What widgets read for an access key (src/published/read-published-config.ts) through the real
 * Kafka and Redis of `npm test`: cached 60 s at most, and dropped by the service's own events
 * (config published, key rotated) consumed from Kafka — an entry written to last an hour is gone
 * after the next publish, which only the event can do.
 */
import { eventually } from '@matchwire/devinfra/eventually';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { describe, expect, it } from 'vitest';
import { publishedCacheKeyOf } from '../src/published/published-cache.ts';
import { readPublishedConfig } from '../src/published/read-published-config.ts';
import { animationCalls } from './support/animation-calls.ts';
import {
  asBackoffice,
  asCustomer,
  buildAnimationOnKafka,
  newUserId,
  useTestRedis,
} from './support/animation-under-test.ts';

const under = useServiceUnderTest('animation', buildAnimationOnKafka);
const calls = () => animationCalls(under.service);
const redis = useTestRedis();

/**
 * Holds the cached entry of `accessKey` for an hour (read first, so it is cached), makes `change`,
 * and waits until what widgets read shows it: only the change's event can have dropped the entry.
 * Each of a customer's events is on one partition, in order, so once a change is seen every earlier
 * event of the customer has been consumed too.
 */
async function changeAndSee(
  accessKey: string,
  change: () => Promise<unknown>,
  isSeen: (read: Awaited<ReturnType<typeof readPublishedConfig>>) => boolean,
  what: string,
) {
  await readPublishedConfig(under.service.deps, accessKey);
  expect(await redis.expire(publishedCacheKeyOf(accessKey), 3600)).toBe(1);
  await change();
  return eventually(() => readPublishedConfig(under.service.deps, accessKey), isSeen, what);
}

/** A customer whose football config is saved with `example.com` and published once, the publish seen. */
async function publishedCustomer() {
  const userId = newUserId();
  const customer = asCustomer(userId);
  await calls().save(customer, { domains: ['example.com'] });
  const accessKey = (await calls().config(customer)).json().data.accessKey as string;
  await changeAndSee(
    accessKey,
    async () => expect((await calls().publish(customer)).json().resultCode).toBe(0),
    (read) => read?.config !== null,
    'the first publish',
  );
  return { userId, customer, accessKey };
}

describe('the published config widgets read', () => {
  it('answers the published materials, fence and whitelist, cached in Redis for at most 60 s', async () => {
    const { userId, accessKey } = await publishedCustomer();
    await redis.del(publishedCacheKeyOf(accessKey));
    const read = await readPublishedConfig(under.service.deps, accessKey, 'vi');
    expect(read).toMatchObject({ userId, animType: 0, status: 2, domains: ['example.com'] });
    expect(read?.config?.materials.stand).toMatchObject({ materialId: 101, name: 'Khán đài xanh cổ điển' });
    expect(read?.config?.fence).toEqual({ imageUrl: null, extraImageUrls: [] });
    const ttl = await redis.ttl(publishedCacheKeyOf(accessKey));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    expect(await readPublishedConfig(under.service.deps, 'mwa_000000000000000000000000')).toBeUndefined();
  });

  it('shows the next publish at once: its event drops the cached copy', async () => {
    const { customer, accessKey } = await publishedCustomer();
    await calls().save(customer, { animUserList: [{ materialType: 0, materialId: 102 }], domains: ['example.com'] });
    // Saved, not published: widgets still show the published copy.
    expect((await readPublishedConfig(under.service.deps, accessKey))?.config?.materials.stand.materialId).toBe(101);
    await changeAndSee(
      accessKey,
      () => calls().publish(customer),
      (read) => read?.config?.materials.stand.materialId === 102,
      'the second publish',
    );
  });

  it('answers a replaced key as unknown once its rotation event has dropped it', async () => {
    const customer = asCustomer(newUserId());
    const accessKey = (await calls().config(customer)).json().data.accessKey as string;
    expect(await readPublishedConfig(under.service.deps, accessKey)).toMatchObject({ status: 0, config: null });
    let rotated = '';
    await changeAndSee(
      accessKey,
      async () => (rotated = (await calls().regenerate(customer)).json().data.accessKey),
      (read) => read === undefined,
      'the old key to be refused',
    );
    expect(await readPublishedConfig(under.service.deps, rotated)).toMatchObject({ status: 0, config: null });
  });

  it('sees staff disabling the widget through the same event', async () => {
    const { userId, accessKey } = await publishedCustomer();
    const disable = () => calls().setStatus(asBackoffice, { userId, animType: 0, disabled: true });
    await changeAndSee(accessKey, disable, (read) => read?.status === 3, 'the disabled status');
  });
});
