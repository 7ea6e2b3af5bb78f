/**
 * A consumer with a PostgresInbox handles what Kafka fetched a batch at a time (issue 17): one inbox
 * statement and one transaction per batch instead of per event, on the real PostgreSQL and Kafka.
 * What stays as it was with one event per transaction: each effect written through the inbox's
 * transaction is applied once, a handler that throws is retried before anything after it (order
 * per key), and a copy of an event in the same batch is refused by the inbox.
 */
import { randomUUID } from 'node:crypto';
import { ChangeKind, createEvent, encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { sql } from 'drizzle-orm';
import { Kafka, logLevel } from 'kafkajs';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/bus/consumer.ts';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import { PostgresInbox } from '../src/bus/postgres-inbox.ts';
import type { EventBus } from '../src/bus/event-bus.ts';
import { readingTopicAs } from '../src/bus/topic-alias.ts';
import { silentLogger, testBrokers, useEventDatabase, waitFor } from './support/event-database.ts';

const eventType = 'catalogue.product-changed.v1';
const logger = silentLogger;
const { database, closeAfterTest } = useEventDatabase();

beforeAll(async () => {
  await database.db.$client.query('create table effects (event_id text primary key, applied integer not null)');
});

function productChanged(productId: number, key: string): TEnvelope {
  return createEvent(
    eventType,
    { productId, change: ChangeKind.UPDATED, sportType: 1, englishName: `Batch ${productId}`, status: 1 },
    { source: 'kit_t', key },
  );
}

/** A real Kafka bus on a topic of this test's own (the event type's topic renamed both ways), so that only its events arrive. */
async function privateTopicBus(): Promise<{ bus: EventBus; publish(events: TEnvelope[]): Promise<void> }> {
  const topic = `kit-batches-${randomUUID().slice(0, 8)}`;
  const admin = new Kafka({ clientId: 'kit-batches-admin', brokers: testBrokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 3 }] });
  closeAfterTest.push({
    close: async () => {
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    },
  });
  const kafka = new KafkaBus({ clientId: `kit-batches-${randomUUID().slice(0, 8)}`, brokers: testBrokers, logger });
  closeAfterTest.push(kafka);
  const bus = readingTopicAs(kafka, topic, eventType, (messages) =>
    kafka.publish(messages.map((message) => ({ ...message, topic }))),
  );
  return {
    bus,
    publish: (events) =>
      bus.publish(events.map((event) => ({ topic: eventType, key: event.key, value: encodeEnvelope(event) }))),
  };
}

/** Every statement the pool's connections run from now on, as sent to the server. */
function recordStatements(pool: pg.Pool): string[] {
  const statements: string[] = [];
  pool.on('acquire', (client: pg.PoolClient & { isRecorded?: boolean }) => {
    if (client.isRecorded) return;
    client.isRecorded = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      statements.push((typeof first === 'string' ? first : first.text).trim());
      return query(...args);
    };
  });
  return statements;
}

/** Starts a consumer whose handler writes the effect in the inbox's transaction; `beforeEffect` may throw. */
async function startEffectConsumer(bus: EventBus, beforeEffect: (event: TEnvelope) => void = () => {}) {
  const inbox = new PostgresInbox(database.db, database.tables);
  const outcomes: Array<{ eventId: string; outcome: 'processed' | 'duplicate' }> = [];
  await startConsumer({
    bus,
    consumer: `kit-batches-${randomUUID()}`,
    workload: 'data-api',
    inbox,
    logger,
    handlers: {
      [eventType]: async (event: TEnvelope) => {
        beforeEffect(event);
        await inbox.transaction().execute(sql`insert into effects (event_id, applied) values (${event.id}, 1)
          on conflict (event_id) do update set applied = effects.applied + 1`);
      },
    },
    onProcessed: (event, outcome) => outcomes.push({ eventId: event.id, outcome }),
  });
  return outcomes;
}

async function appliedCounts(events: TEnvelope[]): Promise<number[]> {
  const { rows } = await database.db.$client.query<{ event_id: string; applied: number }>(
    'select event_id, applied from effects where event_id = any($1)',
    [events.map((event) => event.id)],
  );
  const applied = new Map(rows.map((row) => [row.event_id, row.applied]));
  return events.map((event) => applied.get(event.id) ?? 0);
}

describe('a consumer with a PostgresInbox, a batch at a time', () => {
  it('records 150 fetched events in at most three transactions, each with one inbox statement', async () => {
    const { bus, publish } = await privateTopicBus();
    const events = Array.from({ length: 150 }, (_, n) => productChanged(n, 'one-key'));
    await publish(events);
    const statements = recordStatements(database.db.$client);

    const outcomes = await startEffectConsumer(bus);
    await waitFor('all 150 events', () => outcomes.length === 150, 60_000);

    const transactions = statements.filter((statement) => /^begin/i.test(statement));
    const inboxInserts = statements.filter((statement) => /^insert into "kit_t"\."inbox"/i.test(statement));
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThanOrEqual(3);
    expect(inboxInserts).toHaveLength(transactions.length);
    expect(outcomes.map((entry) => entry.eventId)).toEqual(events.map((event) => event.id));
    expect(outcomes.every((entry) => entry.outcome === 'processed')).toBe(true);
    expect(await appliedCounts(events)).toEqual(events.map(() => 1));
  });

  it('retries a handler that throws before the events after it, and applies every effect once', async () => {
    const { bus, publish } = await privateTopicBus();
    const events = Array.from({ length: 10 }, (_, n) => productChanged(n, 'same-key'));
    await publish(events);
    let attemptsAtFifth = 0;

    const outcomes = await startEffectConsumer(bus, (event) => {
      // Fails in the batch and again alone: the bus must come back to it before the sixth.
      if (event.id === events[4]!.id && ++attemptsAtFifth <= 2) throw new Error('downstream briefly unavailable');
    });
    await waitFor('all ten events', () => outcomes.length === 10, 60_000);

    expect(outcomes.map((entry) => entry.eventId)).toEqual(events.map((event) => event.id));
    expect(outcomes.every((entry) => entry.outcome === 'processed')).toBe(true);
    expect(attemptsAtFifth).toBe(3);
    expect(await appliedCounts(events)).toEqual(events.map(() => 1));
  });

  it('refuses a second copy of an event delivered in the same batch', async () => {
    const { bus, publish } = await privateTopicBus();
    const [first, second] = [productChanged(1, 'copies'), productChanged(2, 'copies')];
    await publish([first!, second!, first!]);

    const outcomes = await startEffectConsumer(bus);
    await waitFor('three deliveries', () => outcomes.length === 3, 60_000);

    expect(outcomes).toEqual([
      { eventId: first!.id, outcome: 'processed' },
      { eventId: second!.id, outcome: 'processed' },
      { eventId: first!.id, outcome: 'duplicate' },
    ]);
    expect(await appliedCounts([first!, second!])).toEqual([1, 1]);
  });
});
