/**
 * A gateway's consumer of public data events alone, as a process of its own that a test can kill
 * (public-data-inbox-kill.test.ts): the gateway's RedisStore on `REDIS_URL`, the kit's Kafka bus on
 * `KAFKA_BROKERS` reading the private topic `TOPIC` as `catalogue.product-changed.v1`, its group
 * behind `KAFKA_GROUP_PREFIX`. With `DIE_WHILE_DROPPING=1` the process kills itself (SIGKILL) as
 * its first drop begins. Prints `ready` once subscribed.
 */
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { readingTopicAs } from '@matchwire/kit/bus/topic-alias';
import { createLogger } from '@matchwire/kit/logger';
import { upstreamVariable } from '@matchwire/kit/workloads';
import { Counter } from 'prom-client';
import { consumePublicDataChanged } from '../../src/events/public-data-changed.ts';
import { PAGE_CACHE_PREFIX } from '../../src/routes/page-cache.ts';
import { cachedPublicRoutes } from '../../src/routes/public-cache.ts';
import { RedisStore } from '../../src/stores/redis-store.ts';
import { gatewayUpstreams } from '../../src/upstreams.ts';

const env = (name: string) => process.env[name] ?? '';
const logger = createLogger('gateway', 'silent');
const store = RedisStore.connect(env('REDIS_URL'));
await store.whenConnected(5000);
if (env('DIE_WHILE_DROPPING') === '1') {
  store.clearCached = async () => {
    process.kill(process.pid, 'SIGKILL');
    return 0;
  };
}
const kafka = new KafkaBus({
  clientId: 'gateway-inbox-test',
  brokers: env('KAFKA_BROKERS').split(','),
  groupPrefix: env('KAFKA_GROUP_PREFIX'),
  logger,
});
await consumePublicDataChanged({
  bus: readingTopicAs(kafka, env('TOPIC'), 'catalogue.product-changed.v1'),
  store,
  routes: cachedPublicRoutes(
    Object.fromEntries(gatewayUpstreams.map(({ name }) => [upstreamVariable(name), 'http://x'])),
  ),
  alsoDropped: [PAGE_CACHE_PREFIX],
  lateRenderMs: 60_000,
  logger,
  invalidations: new Counter({ name: 'drops', help: 'drops', labelNames: ['source'], registers: [] }),
  consumed: new Counter({ name: 'consumed', help: 'consumed', labelNames: ['type', 'outcome'], registers: [] }),
});
console.log('ready');
process.once('SIGTERM', () => {
  void kafka
    .close()
    .then(() => store.close())
    .finally(() => process.exit(0));
});
