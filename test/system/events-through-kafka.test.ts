import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, changeProduct, eventually, productNames } from '../support/gateway-client.ts';
import { askService, dataOf } from '../support/public-api.ts';

const infra = path.resolve(import.meta.dirname, '../../deploy/local/infra.sh');
const catalogueDb = new pg.Pool({ connectionString: testEnv.catalogueDatabaseUrl, max: 2 });

/** Reads one sample of the gateway's Prometheus metrics: the line with this name and these labels. */
async function gatewayMetric(name: string, labels: string[] = []): Promise<number> {
  const metrics = await (await fetch(`${testEnv.gatewayOpsUrl}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((entry) => entry.startsWith(name) && labels.every((label) => entry.includes(label)));
  return Number(line?.split(' ').pop() ?? 0);
}

const invalidationCount = () => gatewayMetric('gateway_public_cache_invalidations_total', ['source="catalogue"']);
const duplicateCount = () =>
  gatewayMetric('gateway_events_consumed_total', ['type="catalogue.product-changed.v1"', 'outcome="duplicate"']);

/**
 * Waits until the gateway has consumed whatever earlier runs and test files left on the topic,
 * so that counting its invalidations measures this test's events only.
 */
async function waitForGatewayToSettle(): Promise<void> {
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const current = await invalidationCount();
    if (current !== last) {
      last = current;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 2000) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway kept consuming product changes for 30 s');
}

async function latestOutboxRow(productId: number) {
  const { rows } = await catalogueDb.query<{ event_id: string; envelope: Buffer; published_at: Date | null }>(
    `select event_id, envelope, published_at from catalogue.outbox where event_key = $1 order by sequence desc limit 1`,
    [String(productId)],
  );
  return rows[0];
}

/** Reads the menu twice so the second answer comes from the gateway's cache. */
async function warmMenuCache(sportType: number): Promise<void> {
  await productNames(sportType);
  const second = await callGateway(`/api/product/list?sportType=${sportType}`);
  expect(second.headers.get('x-cache')).toBe('hit');
}

describe('product changes travel through the outbox and Kafka to the gateway', () => {
  afterAll(async () => {
    await catalogueDb.end();
  });

  it('a committed change reaches the gateway process, which drops its cached menu', async () => {
    await waitForGatewayToSettle();
    await warmMenuCache(2);
    const before = await invalidationCount();
    const newName = `EuroLeague ${Date.now()}`;
    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;

    expect((await changeProduct(84, { englishName: newName }, { traceparent })).status).toBe(200);

    // The event carries the caller's trace, so the consumer's span joins the same trace.
    const event = decodeEnvelope(new Uint8Array((await latestOutboxRow(84))!.envelope));
    expect(event.traceContext.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    await eventually(
      async () => ((await productNames(2)).includes(newName) ? true : undefined),
      20_000,
      'the new name in the menu',
    );
    // The gateway counts the drop once it has cleared every route the event names, which may be a
    // moment after the menu's route was cleared and read afresh.
    await eventually(
      async () => ((await invalidationCount()) >= before + 1 ? true : undefined),
      10_000,
      'the drop counted',
    );
  });

  it('a redelivered event changes nothing', async () => {
    const row = await eventually(
      async () => {
        const latest = await latestOutboxRow(84);
        return latest?.published_at ? latest : undefined;
      },
      20_000,
      'the outbox row to be published',
    );
    const event = decodeEnvelope(new Uint8Array(row.envelope));
    expect(event.type).toBe('catalogue.product-changed.v1');
    await waitForGatewayToSettle();
    await warmMenuCache(2);
    const before = await invalidationCount();
    const duplicatesBefore = await duplicateCount();

    const kafka = new Kafka({ clientId: 'redelivery-test', brokers: testEnv.kafkaBrokers, logLevel: logLevel.NOTHING });
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({ topic: event.type, messages: [{ key: event.key, value: row.envelope }] });
    await producer.disconnect();

    // The gateway receives the copy and recognises it: no second invalidation, the cache stays.
    await eventually(
      async () => ((await duplicateCount()) > duplicatesBefore ? true : undefined),
      20_000,
      'the copy to arrive',
    );
    expect(await invalidationCount()).toBe(before);
    const cached = await callGateway('/api/product/list?sportType=2');
    expect(cached.headers.get('x-cache')).toBe('hit');
  });

  it('a docs change drops the cached documentation tree', async () => {
    const docsTree = () => callGateway('/api/doc/list/v2?lang=en');
    await (await docsTree()).arrayBuffer();
    expect((await docsTree()).headers.get('x-cache')).toBe('hit');
    const before = await gatewayMetric('gateway_public_cache_invalidations_total', ['source="docs"']);
    const nameIn = async (lang: string): Promise<string> =>
      (await dataOf(askService(testEnv.docsUrl, '/api/doc/getById', { id: '105', lang }))).name;
    const originalName = { en: await nameIn('en'), vi: await nameIn('vi') };
    const rename = (name: Record<string, string>) =>
      fetch(`${testEnv.docsUrl}/internal/documents/105`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
        body: JSON.stringify({ name }),
      });
    const newName = `Matches ${Date.now()}`;

    try {
      expect((await rename({ ...originalName, en: newName })).status).toBe(200);
      await eventually(
        async () => ((await (await docsTree()).text()).includes(newName) ? true : undefined),
        20_000,
        'the renamed document in the tree',
      );
      expect(await gatewayMetric('gateway_public_cache_invalidations_total', ['source="docs"'])).toBe(before + 1);
    } finally {
      // Other files check that product pages name their documents as the documents do.
      expect((await rename(originalName)).status).toBe(200);
    }
  });

  describe('while Kafka is down', () => {
    beforeAll(() => {
      execFileSync('bash', [infra, 'stop', 'kafka'], { stdio: 'inherit' });
    }, 120_000);

    afterAll(() => {
      execFileSync('bash', [infra, 'start', 'kafka'], { stdio: 'inherit' });
    }, 180_000);

    it('the change commits, the outbox keeps the event, and it is delivered once Kafka is back', async () => {
      await warmMenuCache(2);
      const invalidationsBefore = await invalidationCount();
      const newName = `EuroLeague outage ${Date.now()}`;
      const response = await changeProduct(84, { englishName: newName });
      expect(response.status).toBe(200);

      const pending = await latestOutboxRow(84);
      const pendingEvent = decodeEnvelope(new Uint8Array(pending!.envelope));
      expect(pendingEvent.type).toBe('catalogue.product-changed.v1');
      if (pendingEvent.type === 'catalogue.product-changed.v1')
        expect(decodePayload(pendingEvent).englishName).toBe(newName);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await latestOutboxRow(84))?.published_at).toBeNull();

      execFileSync('bash', [infra, 'start', 'kafka'], { stdio: 'inherit' });

      await eventually(
        async () => ((await latestOutboxRow(84))?.published_at ? true : undefined),
        90_000,
        'the outbox to publish',
      );
      await eventually(
        async () => ((await productNames(2)).includes(newName) ? true : undefined),
        60_000,
        'the gateway to drop its menu',
      );
      expect(await invalidationCount()).toBe(invalidationsBefore + 1);
    }, 240_000);
  });
});
