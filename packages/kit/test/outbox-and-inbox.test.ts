/**
 * The event plumbing on the real stack: outbox rows written in the caller's transaction,
 * relayed to real Kafka by OutboxRelay, consumed through startConsumer with a PostgresInbox.
 * Topics are event types, so every test uses its own consumer group and watches its own event ids.
 */
import { randomUUID } from 'node:crypto';
import { ChangeKind, createEvent, encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { and, eq } from 'drizzle-orm';
import { Kafka, logLevel } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { startConsumer } from '../src/bus/consumer.ts';
import type { EventBus, TBusMessage } from '../src/bus/event-bus.ts';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import { MemoryBus } from '../src/bus/memory-bus.ts';
import { enqueueEvents, OutboxRelay } from '../src/bus/outbox.ts';
import { PostgresInbox } from '../src/bus/postgres-inbox.ts';
import { silentLogger, testBrokers, useEventDatabase, waitFor } from './support/event-database.ts';

const brokers = testBrokers;
const topic = 'catalogue.product-changed.v1';
const logger = silentLogger;
const { database, closeAfterTest } = useEventDatabase();

function productChanged(productId: number): TEnvelope {
  return createEvent(
    topic,
    { productId, change: ChangeKind.UPDATED, sportType: 1, englishName: `Product ${productId}`, status: 1 },
    { source: 'kit_t', key: String(productId) },
  );
}

function kafkaBus(): KafkaBus {
  const bus = new KafkaBus({ clientId: `kit-test-${randomUUID().slice(0, 8)}`, brokers, logger });
  closeAfterTest.push(bus);
  return bus;
}

function startRelay(bus: EventBus): OutboxRelay {
  const relay = new OutboxRelay({ db: database.db, tables: database.tables, bus, logger, pollIntervalMs: 100 });
  relay.start();
  closeAfterTest.push({ close: () => relay.stop() });
  return relay;
}

/** Subscribes a fresh consumer group; records the outcome of every event and runs `handle` for ours. */
async function startWatchingConsumer(bus: EventBus, handle: (event: TEnvelope) => Promise<void>) {
  const consumer = `kit-test-${randomUUID()}`;
  const outcomes: Array<{ eventId: string; outcome: 'processed' | 'duplicate' }> = [];
  await startConsumer({
    bus,
    consumer,
    workload: 'data-api',
    inbox: new PostgresInbox(database.db, database.tables),
    logger,
    handlers: { [topic]: handle },
    onProcessed: (event, outcome) => outcomes.push({ eventId: event.id, outcome }),
  });
  return {
    consumer,
    outcomes,
    outcomesOf: (eventId: string) =>
      outcomes.filter((entry) => entry.eventId === eventId).map((entry) => entry.outcome),
  };
}

async function outboxRow(eventId: string) {
  const [row] = await database.db
    .select()
    .from(database.tables.outbox)
    .where(eq(database.tables.outbox.eventId, eventId));
  return row;
}

describe('outbox and inbox over Kafka', () => {
  it('never publishes an event whose transaction rolled back, and relays a committed one', async () => {
    const key = 9_000_000 + Math.floor(Math.random() * 1_000_000);
    const rolledBack = productChanged(key);
    const committed = productChanged(key); // same key, same partition: had the first been sent, it would arrive first
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEvents(tx, database.tables, [rolledBack]);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, [committed]));

    const bus = kafkaBus();
    const seen: string[] = [];
    const watcher = await startWatchingConsumer(bus, async (event) => {
      if (Number(event.key) === key) seen.push(event.id);
    });
    startRelay(bus);

    await waitFor('the committed event to be consumed', () => watcher.outcomesOf(committed.id).length > 0);
    expect(seen).toEqual([committed.id]);
    expect(await outboxRow(rolledBack.id)).toBeUndefined();
    expect((await outboxRow(committed.id))?.publishedAt).toBeInstanceOf(Date);
  });

  it('runs the handler once when Kafka delivers the same envelope twice', async () => {
    const event = productChanged(1);
    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, [event]));
    const bus = kafkaBus();
    let sideEffects = 0;
    const watcher = await startWatchingConsumer(bus, async (received) => {
      if (received.id === event.id) sideEffects++;
    });
    startRelay(bus);
    await waitFor('the first delivery', () => watcher.outcomesOf(event.id).length === 1);

    const row = await outboxRow(event.id);
    const producer = new Kafka({ clientId: 'kit-test-redeliver', brokers, logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
    closeAfterTest.push({ close: () => producer.disconnect() });
    await producer.send({ topic, messages: [{ key: row!.eventKey, value: Buffer.from(row!.envelope) }] });

    await waitFor('the redelivery', () => watcher.outcomesOf(event.id).length === 2);
    expect(watcher.outcomesOf(event.id)).toEqual(['processed', 'duplicate']);
    expect(sideEffects).toBe(1);
    const inboxRows = await database.db
      .select()
      .from(database.tables.inbox)
      .where(and(eq(database.tables.inbox.consumer, watcher.consumer), eq(database.tables.inbox.eventId, event.id)));
    expect(inboxRows).toHaveLength(1);
  });

  it('starts a consumer that asks for only new events at the end of the topic', async () => {
    const bus = kafkaBus();
    const before = productChanged(71);
    await bus.publish([{ topic, key: before.key, value: encodeEnvelope(before) }]);
    const seen: string[] = [];
    await startConsumer({
      bus,
      consumer: `kit-test-${randomUUID()}`,
      workload: 'data-api',
      inbox: new PostgresInbox(database.db, database.tables),
      logger,
      onlyNew: true,
      handlers: { [topic]: async (event) => void seen.push(event.id) },
    });
    // The group joins in the background: publish until one of ours arrives, then it has joined.
    const after: string[] = [];
    await waitFor(
      'an event published after the consumer joined',
      async () => {
        const event = productChanged(72);
        after.push(event.id);
        await bus.publish([{ topic, key: event.key, value: encodeEnvelope(event) }]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return seen.some((id) => after.includes(id));
      },
      60_000,
    );
    expect(seen).not.toContain(before.id);
  }, 90_000);

  it('retries a handler that fails and then records the event exactly once', async () => {
    const event = productChanged(2);
    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, [event]));
    const bus = kafkaBus();
    let attempts = 0;
    let sideEffects = 0;
    const watcher = await startWatchingConsumer(bus, async (received) => {
      if (received.id !== event.id) return;
      attempts++;
      if (attempts === 1) throw new Error('downstream briefly unavailable');
      sideEffects++;
    });
    startRelay(bus);

    await waitFor(
      'the retried event to be processed',
      () => watcher.outcomesOf(event.id).includes('processed'),
      30_000,
    );
    expect(attempts).toBe(2);
    expect(sideEffects).toBe(1);
    expect(watcher.outcomesOf(event.id)).toEqual(['processed']);
  });
});

describe('memory bus', () => {
  function message(n: number): TBusMessage {
    return { topic, key: String(n), value: new Uint8Array([n]) };
  }

  it('gives each consumer group each message once, in order', async () => {
    const bus = new MemoryBus(logger);
    closeAfterTest.push(bus);
    const received: Record<string, number[]> = { billing: [], ticket: [], other: [] };
    for (const groupId of ['billing', 'ticket']) {
      await bus.subscribe({ groupId, topics: [topic], handle: async (m) => void received[groupId]!.push(m.value[0]!) });
    }
    await bus.subscribe({
      groupId: 'other',
      topics: ['account.user-registered.v1'],
      handle: async (m) => void received.other!.push(m.value[0]!),
    });

    await bus.publish([message(1), message(2), message(3)]);
    await waitFor(
      'both groups to receive every message',
      () => received.billing!.length === 3 && received.ticket!.length === 3,
    );
    await bus.publish([]);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(received).toEqual({ billing: [1, 2, 3], ticket: [1, 2, 3], other: [] });
  });

  it('retries a failing handler without holding up other groups or losing order', async () => {
    const bus = new MemoryBus(logger);
    closeAfterTest.push(bus);
    const flaky: number[] = [];
    const steady: number[] = [];
    let attemptsAtFirst = 0;
    await bus.subscribe({
      groupId: 'flaky',
      topics: [topic],
      handle: async (m) => {
        if (m.value[0] === 1 && ++attemptsAtFirst === 1) throw new Error('first attempt fails');
        flaky.push(m.value[0]!);
      },
    });
    await bus.subscribe({ groupId: 'steady', topics: [topic], handle: async (m) => void steady.push(m.value[0]!) });

    await bus.publish([message(1), message(2)]);
    await waitFor('the steady group', () => steady.length === 2);
    expect(flaky).toEqual([]);
    await waitFor('the retried delivery', () => flaky.length === 2);
    expect(flaky).toEqual([1, 2]);
    expect(attemptsAtFirst).toBe(2);
  });

  it('delivers to a group that subscribes after the messages were published', async () => {
    const bus = new MemoryBus(logger);
    closeAfterTest.push(bus);
    await bus.publish([message(1), message(2)]);
    const late: number[] = [];
    await bus.subscribe({ groupId: 'late', topics: [topic], handle: async (m) => void late.push(m.value[0]!) });
    await bus.publish([message(3)]);
    await waitFor('the late group to catch up', () => late.length === 3);
    expect(late).toEqual([1, 2, 3]);
  });

  it('starts a group that asks for only new messages after what was published before it', async () => {
    const bus = new MemoryBus(logger);
    closeAfterTest.push(bus);
    await bus.publish([message(1), message(2)]);
    const fresh: number[] = [];
    await bus.subscribe({
      groupId: 'fresh',
      topics: [topic],
      onlyNew: true,
      handle: async (m) => void fresh.push(m.value[0]!),
    });
    await bus.publish([message(3)]);
    await waitFor('the new message', () => fresh.length === 1);
    expect(fresh).toEqual([3]);
  });

  it('refuses a second subscription of the same group', async () => {
    const bus = new MemoryBus(logger);
    closeAfterTest.push(bus);
    await bus.subscribe({ groupId: 'once', topics: [topic], handle: async () => {} });
    await expect(bus.subscribe({ groupId: 'once', topics: [topic], handle: async () => {} })).rejects.toThrow(
      /already subscribed/,
    );
  });
});
