/**
 * The outbox's cost per batch, counted on real PostgreSQL and Kafka (issue 17): a transaction's
 * events are written with one INSERT, and a relay pass publishes a whole batch with one claiming
 * statement, one send and one marking statement, whatever the batch's size. And a relay killed
 * after Kafka acknowledged a batch but before marking it loses nothing: another relay publishes
 * the rows again once the lease ends, and the consumer's inbox applies each event once.
 */
import { randomUUID } from 'node:crypto';
import { ChangeKind, createEvent, type TEnvelope } from '@matchwire/proto';
import { isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/bus/consumer.ts';
import type { EventBus, TBusMessage } from '../src/bus/event-bus.ts';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import { enqueueEvents, OutboxRelay } from '../src/bus/outbox.ts';
import { claimOutboxRows } from '../src/bus/outbox-store.ts';
import { PostgresInbox } from '../src/bus/postgres-inbox.ts';
import { silentLogger, testBrokers, useEventDatabase, waitFor } from './support/event-database.ts';

const topic = 'catalogue.product-changed.v1';
const logger = silentLogger;
const { database, closeAfterTest } = useEventDatabase({ emptyOutboxAfterEach: true });

beforeAll(async () => {
  await database.db.$client.query('create table effects (event_id text primary key, applied integer not null)');
});

function productChanged(key: string): TEnvelope {
  return createEvent(
    topic,
    { productId: 1, change: ChangeKind.UPDATED, sportType: 1, englishName: `Batch ${key}`, status: 1 },
    { source: 'kit_t', key },
  );
}

/** Every statement the pool's connections run from now on (BEGIN and COMMIT included), as sent to the server. */
function recordStatements(pool: pg.Pool): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const wrapped = new WeakSet<pg.PoolClient>();
  let isRecording = true;
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      if (isRecording) statements.push((typeof first === 'string' ? first : first.text).trim());
      return query(...args);
    };
  };
  pool.on('acquire', onAcquire);
  return {
    statements,
    stop() {
      isRecording = false;
    },
  };
}

/** A real Kafka bus that also remembers each publish call's messages. */
function countingKafkaBus(): { bus: EventBus; publishes: TBusMessage[][] } {
  const kafka = new KafkaBus({ clientId: `kit-batch-${randomUUID().slice(0, 8)}`, brokers: testBrokers, logger });
  closeAfterTest.push(kafka);
  const publishes: TBusMessage[][] = [];
  const bus: EventBus = {
    kind: kafka.kind,
    publish: async (messages) => {
      publishes.push(messages);
      await kafka.publish(messages);
    },
    subscribe: (subscription) => kafka.subscribe(subscription),
    ping: () => kafka.ping(),
    stopConsumers: () => kafka.stopConsumers(),
    close: () => kafka.close(),
  };
  return { bus, publishes };
}

const touchesOutbox = (statement: string) => /"kit_t"\."outbox"/.test(statement);

describe('outbox batches', () => {
  it("writes a transaction's events with one INSERT", async () => {
    const events = Array.from({ length: 25 }, (_, n) => productChanged(`w-${n % 5}`));
    const recording = recordStatements(database.db.$client);

    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, events));
    recording.stop();

    expect(recording.statements.filter(touchesOutbox)).toHaveLength(1);
    expect(recording.statements.filter(touchesOutbox)[0]).toMatch(/^insert into/i);
    expect(await database.db.select().from(database.tables.outbox)).toHaveLength(25);
  });

  it('publishes a batch of 80 rows with one claiming statement, one send and one marking statement', async () => {
    const events = Array.from({ length: 80 }, (_, n) => productChanged(`r-${n % 8}`));
    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, events));
    const { bus, publishes } = countingKafkaBus();
    await bus.ping();
    const relay = new OutboxRelay({ db: database.db, tables: database.tables, bus, logger, batchSize: 100 });
    const recording = recordStatements(database.db.$client);

    const published = await relay.relayOnce();
    recording.stop();

    expect(published).toBe(80);
    expect(publishes).toHaveLength(1);
    expect(publishes[0]!.map((message) => message.key)).toEqual(events.map((event) => event.key));
    expect(recording.statements).toHaveLength(2);
    expect(recording.statements[0]).toMatch(/for update skip locked[\s\S]*update "kit_t"\."outbox"/i);
    expect(recording.statements[1]).toMatch(/^update "kit_t"\."outbox"\s+set published_at = now\(\)/i);
    const { outbox } = database.tables;
    expect(await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).toHaveLength(0);
  });

  it('a relay killed after Kafka took its batch but before marking it loses nothing, and the inbox applies each event once', async () => {
    const events = Array.from({ length: 40 }, (_, n) => productChanged(`k-${n % 4}`));
    const ids = new Set(events.map((event) => event.id));
    await database.db.transaction((tx) => enqueueEvents(tx, database.tables, events));
    const inbox = new PostgresInbox(database.db, database.tables);
    const { bus } = countingKafkaBus();
    const outcomes: Array<'processed' | 'duplicate'> = [];
    await startConsumer({
      bus,
      consumer: `kit-batch-${randomUUID()}`,
      workload: 'data-api',
      inbox,
      logger,
      handlers: {
        [topic]: async (event) => {
          await inbox.transaction().execute(sql`insert into effects (event_id, applied) values (${event.id}, 1)
            on conflict (event_id) do update set applied = effects.applied + 1`);
        },
      },
      onProcessed: (event, outcome) => {
        if (ids.has(event.id)) outcomes.push(outcome);
      },
    });

    // The killed relay: claimed the batch under a short lease and Kafka acknowledged it; it died before marking.
    const claimed = await claimOutboxRows(database.db, database.tables, { owner: 'killed', leaseMs: 1500, limit: 100 });
    expect(claimed).toHaveLength(40);
    await bus.publish(claimed.map((row) => ({ topic, key: row.eventKey, value: row.envelope })));
    const survivor = new OutboxRelay({ db: database.db, tables: database.tables, bus, logger, pollIntervalMs: 200 });
    survivor.start();
    closeAfterTest.push({ close: () => survivor.stop() });

    await waitFor('every event delivered twice', () => outcomes.length === 80, 60_000);
    const { rows } = await database.db.$client.query<{ event_id: string; applied: number }>(
      'select event_id, applied from effects where event_id = any($1)',
      [[...ids]],
    );
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.applied === 1)).toBe(true);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(40);
    const { outbox } = database.tables;
    expect(await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).toHaveLength(0);
  });
});
