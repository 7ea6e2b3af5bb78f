/**
 * A gateway killed (SIGKILL) while it drops kept pages for a public data event, on the real Kafka of
 * `npm test` (a private topic and consumer group) and a redis-server of this file's own: the event
 * is not taken as handled, so the next gateway of the group gets it again and drops the pages. The
 * consumer runs as its own process (support/public-data-consumer.ts) so that it can die mid-drop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis } from '@matchwire/devinfra/private-redis';
import { testKafkaBrokers } from '@matchwire/devinfra/service-under-test';
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { createLogger } from '@matchwire/kit/logger';
import { createEvent, encodeEnvelope } from '@matchwire/proto';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_PREFIX } from '../src/routes/page-cache.ts';

const run = randomUUID().slice(0, 8);
const topic = `gateway-inbox-kill-${run}`;
const groupPrefix = `gateway-inbox-kill-${run}.`;
const page = `cache:${PAGE_CACHE_PREFIX}http://site/|en|browser`;
const redis = await startPrivateRedis();
const admin = new Kafka({
  clientId: `gateway-inbox-kill-${run}`,
  brokers: testKafkaBrokers,
  logLevel: logLevel.NOTHING,
}).admin();
await admin.connect();
await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 1 }] });
const producer = new KafkaBus({
  clientId: `gateway-inbox-kill-${run}`,
  brokers: testKafkaBrokers,
  logger: createLogger('gateway', 'silent'),
});
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await producer.close();
  await admin.deleteGroups([`${groupPrefix}gateway-public-cache`]).catch(() => undefined);
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
  await redis.stop();
});

/** A consumer process of the group; resolves once it has subscribed. */
async function startConsumer(isDyingWhileDropping: boolean): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/public-data-consumer.ts')],
    {
      env: {
        ...process.env,
        REDIS_URL: redis.url,
        KAFKA_BROKERS: testKafkaBrokers.join(','),
        KAFKA_GROUP_PREFIX: groupPrefix,
        TOPIC: topic,
        DIE_WHILE_DROPPING: isDyingWhileDropping ? '1' : '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code, signal) => reject(new Error(`consumer exited (${code ?? signal}) before it was ready`)));
  });
  return child;
}

describe('a gateway killed while dropping for a public data event', () => {
  it(
    'leaves the event to the next gateway of its group, which drops the kept pages',
    { timeout: 120_000 },
    async () => {
      await redis.client.set(page, '<html>old</html>');
      const dying = await startConsumer(true);
      const died = new Promise((resolve) => dying.once('exit', (_code, signal) => resolve(signal)));
      const event = createEvent(
        'catalogue.product-changed.v1',
        { productId: 1, englishName: 'Premier League' },
        {
          source: 'test',
          key: 'k',
        },
      );
      await producer.publish([{ topic, key: event.key, value: encodeEnvelope(event) }]);
      expect(await died).toBe('SIGKILL');
      expect(await redis.client.exists(page)).toBe(1);

      await startConsumer(false);
      // The dead member's partition comes to the new one after the group's session timeout (15 s).
      await eventually(
        () => redis.client.exists(page),
        (count) => count === 0,
        'the kept page dropped',
        90_000,
      );
      expect(await redis.client.exists(`inbox:gateway-public-cache:${event.id}`)).toBe(1);
    },
  );
});
