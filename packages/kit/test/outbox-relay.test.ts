/**
 * The outbox relay under failure, on real PostgreSQL and Kafka: a row the broker refuses is
 * parked without holding back the others, two relays share one table without publishing a row
 * twice, a crashed relay's lease runs out and another relay takes its rows over, and the
 * producer runs in Kafka's idempotent mode.
 */
import { randomUUID } from 'node:crypto';
import { ChangeKind, createEvent, decodeEnvelope, encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { inArray, isNull } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import { enqueueEvents, OutboxRelay, type TOutboxRelayOptions } from '../src/bus/outbox.ts';
import { registerOutboxMetrics } from '../src/bus/outbox-metrics.ts';
import { claimOutboxRows } from '../src/bus/outbox-store.ts';
import { createDatabase } from '../src/db/database.ts';
import { silentLogger, testBrokers, useEventDatabase, waitFor } from './support/event-database.ts';

const brokers = testBrokers;
const topic = 'catalogue.product-changed.v1';
const logger = silentLogger;
const { database, closeAfterTest } = useEventDatabase({ emptyOutboxAfterEach: true });

function productChanged(key: string, size = 0): TEnvelope {
  return createEvent(
    topic,
    { productId: 1, change: ChangeKind.UPDATED, sportType: 1, englishName: `P ${key} ${'x'.repeat(size)}`, status: 1 },
    { source: 'kit_t', key },
  );
}

function kafkaBus(): KafkaBus {
  const bus = new KafkaBus({ clientId: `kit-relay-${randomUUID().slice(0, 8)}`, brokers, logger });
  closeAfterTest.push(bus);
  return bus;
}

function relay(bus: KafkaBus, options: Partial<TOutboxRelayOptions> = {}): OutboxRelay {
  const created = new OutboxRelay({ db: database.db, tables: database.tables, bus, logger, ...options });
  closeAfterTest.push({ close: () => created.stop() });
  return created;
}

/** A fresh consumer group that records every copy of the given events Kafka delivers, in order. */
async function watchDeliveries(ids: Set<string>) {
  const bus = kafkaBus();
  const received: TEnvelope[] = [];
  await bus.subscribe({
    groupId: `kit-relay-${randomUUID()}`,
    topics: [topic],
    handle: async (message) => {
      const event = decodeEnvelope(message.value);
      if (ids.has(event.id)) received.push(event);
    },
  });
  return received;
}

async function rowsOf(events: TEnvelope[]) {
  const { outbox } = database.tables;
  const rows = await database.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.eventId,
        events.map((event) => event.id),
      ),
    );
  return new Map(rows.map((row) => [row.eventId, row]));
}

const enqueue = (events: TEnvelope[]) => database.db.transaction((tx) => enqueueEvents(tx, database.tables, events));

describe('outbox relay', () => {
  it('parks a row the broker refuses after N attempts while the rows after it are published', async () => {
    const refused = productChanged('k-poison', 2_000_000); // over the broker's message size limit
    const sameKeyAfter = productChanged('k-poison');
    const otherKeys = [productChanged('k-a'), productChanged('k-b')];
    await enqueue([refused, sameKeyAfter, ...otherKeys]);
    const registry = new Registry();
    registerOutboxMetrics(registry, database.db, database.tables);

    relay(kafkaBus(), { maxAttempts: 3, retryBaseMs: 50, maxRetryDelayMs: 200, pollIntervalMs: 50 }).start();

    await waitFor('the other keys to be published', async () => {
      const rows = await rowsOf(otherKeys);
      return otherKeys.every((event) => rows.get(event.id)?.publishedAt);
    });
    await waitFor('the refused row to be parked', async () =>
      Boolean((await rowsOf([refused])).get(refused.id)?.parkedAt),
    );
    await waitFor('the same key to follow', async () =>
      Boolean((await rowsOf([sameKeyAfter])).get(sameKeyAfter.id)?.publishedAt),
    );

    const rows = await rowsOf([refused, sameKeyAfter, ...otherKeys]);
    const parked = rows.get(refused.id)!;
    expect(parked.publishedAt).toBeNull();
    expect(parked.attempts).toBe(3);
    expect(parked.lastError).toMatch(/too large|MESSAGE_TOO_LARGE|size/i);
    // Per-key order: the row after it waited until it was parked.
    expect(rows.get(sameKeyAfter.id)!.publishedAt!.getTime()).toBeGreaterThanOrEqual(parked.parkedAt!.getTime());
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^outbox_parked_rows 1$/m);
    expect(metrics).toMatch(/^outbox_pending_rows 0$/m);
  });

  it('two relays on one table publish every row exactly once, in order per key', async () => {
    const events = Array.from({ length: 60 }, (_, n) => productChanged(`k-${n % 20}`));
    const received = await watchDeliveries(new Set(events.map((event) => event.id)));
    await enqueue(events);
    const { outbox } = database.tables;
    const pending = async () => (await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).length;
    const secondPool = createDatabase(database.url, database.tables, { max: 3 });
    closeAfterTest.push({ close: () => secondPool.$client.end() });
    const drain = async (one: OutboxRelay) => {
      let published = 0;
      while ((await pending()) > 0) published += await one.relayOnce();
      return published;
    };

    const [first, second] = await Promise.all([
      drain(relay(kafkaBus(), { batchSize: 7 })),
      drain(new OutboxRelay({ db: secondPool, tables: database.tables, bus: kafkaBus(), logger, batchSize: 7 })),
    ]);

    expect(first + second).toBe(60);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    await waitFor('every event to arrive', () => new Set(received.map((event) => event.id)).size === 60);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // room for a second copy to show up
    expect(received).toHaveLength(60);
    for (let key = 0; key < 20; key++) {
      const inOrder = events.filter((event) => event.key === `k-${key}`).map((event) => event.id);
      expect(received.filter((event) => event.key === `k-${key}`).map((event) => event.id)).toEqual(inOrder);
    }
  });

  it("leaves a live lease alone and takes over a crashed relay's rows once its lease ends", async () => {
    const held = productChanged('k-held');
    const abandoned = productChanged('k-abandoned');
    await enqueue([held]);
    expect(
      await claimOutboxRows(database.db, database.tables, { owner: 'crashed', leaseMs: 120_000, limit: 10 }),
    ).toHaveLength(1);
    await enqueue([abandoned]);
    expect(
      await claimOutboxRows(database.db, database.tables, { owner: 'crashed', leaseMs: 1000, limit: 10 }),
    ).toHaveLength(1);
    const received = await watchDeliveries(new Set([held.id, abandoned.id]));

    relay(kafkaBus(), { pollIntervalMs: 100 }).start();

    await waitFor('the abandoned row to be published', async () =>
      Boolean((await rowsOf([abandoned])).get(abandoned.id)?.publishedAt),
    );
    await waitFor('its delivery', () => received.length > 0);
    const rows = await rowsOf([held, abandoned]);
    expect(rows.get(held.id)).toMatchObject({ publishedAt: null, leaseOwner: 'crashed' });
    expect(rows.get(abandoned.id)).toMatchObject({ leaseOwner: null, lastError: null, attempts: 0 });
    expect(received.map((event) => event.id)).toEqual([abandoned.id]);
  });

  it('publishes through an idempotent Kafka producer', async () => {
    const bus = kafkaBus();
    await bus.publish([{ topic, key: 'k-idempotent', value: encodeEnvelope(productChanged('k-idempotent')) }]);
    expect(await bus.isProducerIdempotent()).toBe(true);
  });
});
