/**
 * The gateway's inbox of catalogue and docs events (kit's KeyValueInbox on Redis) marks an event
 * only once its drop is done, on a redis-server of this file's own: an event whose handling
 * failed is handled again, never taken for a duplicate, and an event delivered twice is dropped once.
 */
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { upstreamVariable } from '@matchwire/kit/workloads';
import { createEvent, encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { Counter } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consumePublicDataChanged } from '../src/events/public-data-changed.ts';
import { PAGE_CACHE_PREFIX } from '../src/routes/page-cache.ts';
import { cachedPublicRoutes } from '../src/routes/public-cache.ts';
import { RedisStore } from '../src/stores/redis-store.ts';
import { gatewayUpstreams } from '../src/upstreams.ts';

const logger = createLogger('gateway', 'silent');
const routes = cachedPublicRoutes(
  Object.fromEntries(gatewayUpstreams.map(({ name }) => [upstreamVariable(name), 'http://x'])),
);
const page = `cache:${PAGE_CACHE_PREFIX}http://site/|en|browser`;

let redis: TPrivateRedis;
let store: RedisStore;
let bus: MemoryBus;
let consumed: Counter<'type' | 'outcome'>;

beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(async () => {
  await redis.stop();
});

/** A gateway's consumer of public data events on the private Redis and a bus of the test's own. */
async function startConsumer(): Promise<void> {
  store = RedisStore.connect(redis.url);
  await store.whenConnected(5000);
  bus = new MemoryBus(logger);
  consumed = new Counter({ name: 'consumed', help: 'consumed', labelNames: ['type', 'outcome'], registers: [] });
  await consumePublicDataChanged({
    bus,
    store,
    routes,
    alsoDropped: [PAGE_CACHE_PREFIX],
    lateRenderMs: 60_000,
    logger,
    invalidations: new Counter({ name: 'drops', help: 'drops', labelNames: ['source'], registers: [] }),
    consumed,
  });
}
afterEach(async () => {
  await bus.close();
  await store.close();
});

const productChanged = (): TEnvelope =>
  createEvent(
    'catalogue.product-changed.v1',
    { productId: 1, englishName: 'Premier League' },
    {
      source: 'test',
      key: 'k',
    },
  );
const publish = (event: TEnvelope) =>
  bus.publish([{ topic: event.type, key: event.key, value: encodeEnvelope(event) }]);
const outcomes = async () =>
  Object.fromEntries((await consumed.get()).values.map(({ labels, value }) => [labels.outcome, value]));

describe('gateway inbox of public data events', () => {
  it('drops the kept pages of an event whose first handling timed out on a stalled Redis', async () => {
    await startConsumer();
    await redis.client.set(page, '<html>old</html>');
    // Every command waits 1.5 s, past the store's 500 ms timeout, and then runs: the first
    // handling fails although Redis carries out what it sent.
    await redis.client.call('CLIENT', 'PAUSE', '1500', 'ALL');
    const event = productChanged();
    await publish(event);

    await eventually(
      () => redis.client.exists(page),
      (count) => count === 0,
      'the kept page dropped',
      10_000,
    );
    await eventually(
      () => redis.client.exists(`inbox:gateway-public-cache:${event.id}`),
      (count) => count === 1,
      'the event marked once handled',
      5000,
    );
  });

  it('drops once for an event delivered twice', async () => {
    await startConsumer();
    const event = productChanged();
    await publish(event);
    await eventually(outcomes, (counts) => counts.processed === 1, 'the event handled', 5000);

    await redis.client.set(page, '<html>kept after the change</html>');
    await publish(event);
    await eventually(outcomes, (counts) => counts.duplicate === 1, 'the copy absorbed', 5000);
    expect(await outcomes()).toEqual({ processed: 1, duplicate: 1 });
    expect(await redis.client.get(page)).toBe('<html>kept after the change</html>');
  });
});
