/**
 * Issue 17, Events: outbox commit → consumer handler latency at a fixed rate, then a 100,000-event
 * run through Kafka counting what was lost and what was delivered twice but applied once. Aims:
 * p99 ≤ 100 ms at 1,000 events/s; 0 lost, 0 applied twice.
 *
 * Everything on the path is the kit's real code on the real local infrastructure
 * (`deploy/local/infra.sh start`: PostgreSQL on 55432, Kafka on 19092): this process is the producing
 * service (requests committing events through `OutboxWriter.inTransaction`, which kicks the
 * `OutboxRelay` publishing through `KafkaBus`); a child process is the consuming service
 * (`startConsumer` with a `PostgresInbox`, its handler writing an effect row in the inbox's
 * transaction). The child reports each handled event with its wall-clock time, so latency is
 * commit acknowledged → the consumer's inbox transaction committed.
 *
 * Isolation: a private database (`createTestDatabase`, role and schema `evbench`, dropped at the end)
 * and a private topic `bench-events-<run>` (deleted at the end). The events are real
 * `catalogue.product-changed.v1` envelopes; a thin bus wrapper renames that topic to the private
 * one on both sides, so the services' own consumers never see them.
 *
 *   npx tsx bench/event-throughput.ts [--rate 1000] [--seconds 30] [--total 100000] [--kills 2] [--concurrency 1] [--json]
 *
 * Phase 1: `rate` events a second for `seconds`, one event per transaction (as a request writes one).
 * Phase 2: `total` events in transactions of 100 (one INSERT each); the consumer is killed with
 * SIGKILL `kills` times mid-run (offsets of what it handled since its last commit are not committed,
 * so Kafka delivers those again) and restarted; the run ends when every event is applied or nothing
 * moved for 30 s. Lost = written − applied; applied twice = effect rows with applied > 1.
 * `--concurrency n` lets the consumer handle n partitions side by side (TSubscription.partitionsConcurrently).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import type { EventBus, TBusMessage } from '@matchwire/kit/bus/event-bus';
import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { OutboxRelay } from '@matchwire/kit/bus/outbox';
import { OutboxWriter } from '@matchwire/kit/bus/outbox-writer';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import { startConsumer } from '@matchwire/kit/bus/consumer';
import { createDatabase } from '@matchwire/kit/db/database';
import { ChangeKind, createEvent, decodeEnvelope } from '@matchwire/proto';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';

const eventType = 'catalogue.product-changed.v1';
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');
const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const tables = createEventTables(pgSchema('evbench'));
const now = () => performance.timeOrigin + performance.now();

/** The kit's bus with the event type's topic renamed to a private one, both ways. */
function onPrivateTopic(bus: EventBus, topic: string, onPublished?: (messages: TBusMessage[]) => void): EventBus {
  const rename = (name: string, from: string, to: string) => (name === from ? to : name);
  return {
    kind: bus.kind,
    publish: async (messages) => {
      await bus.publish(messages.map((message) => ({ ...message, topic: rename(message.topic, eventType, topic) })));
      onPublished?.(messages);
    },
    subscribe: (subscription) => {
      const topics = subscription.topics.map((name) => rename(name, eventType, topic));
      const renamed = (message: TBusMessage) => ({ ...message, topic: rename(message.topic, topic, eventType) });
      const { handle, handleBatch } = subscription;
      return bus.subscribe(
        handleBatch
          ? {
              ...subscription,
              topics,
              handleBatch: (batch) => handleBatch({ ...batch, messages: batch.messages.map(renamed) }),
            }
          : { ...subscription, topics, handle: (message) => handle!(renamed(message)) },
      );
    },
    ping: () => bus.ping(),
    stopConsumers: () => bus.stopConsumers(),
    close: () => bus.close(),
  };
}

function benchEvent(sequence: number) {
  return createEvent(
    eventType,
    { productId: sequence, change: ChangeKind.UPDATED, sportType: 1, englishName: `bench ${sequence}`, status: 1 },
    { source: 'evbench', key: `k${sequence % 64}` },
  );
}

/** The consuming service: reports [eventId, handled at, duplicate?] to the parent every 50 ms. */
async function runConsumer(url: string, topic: string, partitionsConcurrently: number): Promise<void> {
  const db = createDatabase(url, tables, { max: 4, applicationName: 'evbench-consumer' });
  const inbox = new PostgresInbox(db, tables);
  const bus = onPrivateTopic(new KafkaBus({ clientId: 'evbench-consumer', brokers, logger }), topic);
  let pending: Array<[string, number, boolean]> = [];
  setInterval(() => {
    if (pending.length > 0) process.send!(pending);
    pending = [];
  }, 50);
  await startConsumer({
    bus,
    consumer: `evbench-${topic}`,
    // Read as catalogue.product-changed.v1, which the data API consumes (the definition lists it).
    workload: 'data-api',
    partitionsConcurrently,
    inbox,
    logger,
    handlers: {
      [eventType]: async (event) => {
        await inbox
          .transaction()
          .execute(
            sql`insert into evbench.effects (event_id, applied) values (${event.id}, 1) on conflict (event_id) do update set applied = effects.applied + 1`,
          );
      },
    },
    onProcessed: (event, outcome) => pending.push([event.id, now(), outcome === 'duplicate']),
  });
  process.send!('ready');
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '30' },
      total: { type: 'string', default: '100000' },
      kills: { type: 'string', default: '2' },
      concurrency: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const rate = Number(values.rate);
  const seconds = Number(values.seconds);
  const total = Number(values.total);
  const kills = Number(values.kills);
  const topic = `bench-events-${Date.now().toString(36)}`;
  const database = await createTestDatabase(['evbench']);
  const url = database.urls.evbench!;
  const db = createDatabase(url, tables, { max: 10, applicationName: 'evbench-producer' });
  const admin = new Kafka({ clientId: 'evbench-admin', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const consumers: ChildProcess[] = [];
  const relay = { instance: undefined as OutboxRelay | undefined };
  const cleanUp = async () => {
    await relay.instance?.stop();
    for (const child of consumers) child.kill('SIGKILL');
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
    await db.$client.end();
    await database.drop();
  };
  // Ctrl-C (or a timeout's SIGTERM) still drops the private database and topic.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...tables }))) {
      if (!/^\s*CREATE SCHEMA/i.test(statement)) await db.$client.query(statement);
    }
    await db.$client.query('create table evbench.effects (event_id text primary key, applied integer not null)');
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 3 }] });

    const committedAt = new Map<string, number>();
    const latencies: number[] = [];
    let handled = 0;
    let duplicates = 0;
    const startConsumerProcess = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const child = fork(import.meta.filename, ['--consumer', url, topic, values.concurrency!], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        consumers.push(child);
        child.on('message', (message: 'ready' | Array<[string, number, boolean]>) => {
          if (message === 'ready') return resolve(child);
          for (const [eventId, handledAt, isDuplicate] of message) {
            if (isDuplicate) duplicates++;
            else handled++;
            const committed = committedAt.get(eventId);
            if (committed !== undefined && !isDuplicate) latencies.push(Math.max(0, handledAt - committed));
          }
        });
        child.on('error', reject);
      });
    let consumer = await startConsumerProcess();

    const batches: number[] = [];
    const relayLatencies: number[] = [];
    const bus = onPrivateTopic(new KafkaBus({ clientId: 'evbench-relay', brokers, logger }), topic, (messages) => {
      batches.push(messages.length);
      const at = now();
      for (const message of messages) {
        const committed = committedAt.get(decodeEnvelope(message.value).id);
        if (committed !== undefined) relayLatencies.push(Math.max(0, at - committed));
      }
    });
    relay.instance = new OutboxRelay({ db, tables, bus, logger });
    relay.instance.start();
    const writer = new OutboxWriter({ db, tables, relay: relay.instance });
    const write = async (count: number, from: number) => {
      const events = Array.from({ length: count }, (_, index) => benchEvent(from + index));
      await writer.inTransaction((_tx, publish) => publish(...events));
      const at = now();
      for (const event of events) committedAt.set(event.id, at);
    };
    const waitUntil = async (what: () => boolean, idleMs: number) => {
      let last = -1;
      let lastMoveAt = Date.now();
      while (!what()) {
        if (handled !== last) [last, lastMoveAt] = [handled, Date.now()];
        if (Date.now() - lastMoveAt > idleMs) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Warm-up: the consumer joins its group and the producer connects.
    await write(10, -10);
    await waitUntil(() => handled >= 10, 60_000);
    [handled, duplicates, latencies.length, batches.length, relayLatencies.length] = [0, 0, 0, 0, 0];

    // Phase 1: a fixed rate, one event per transaction, at most 50 transactions in flight.
    const expected = rate * seconds;
    const started = performance.now();
    let written = 0;
    let inFlight = 0;
    const commitTimes: number[] = [];
    while (written < expected) {
      const due = Math.min(expected, Math.floor(((performance.now() - started) / 1000) * rate));
      while (written < due && inFlight < 50) {
        const begun = performance.now();
        inFlight++;
        void write(1, written++).then(() => {
          inFlight--;
          commitTimes.push(performance.now() - begun);
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const writeSeconds = (performance.now() - started) / 1000;
    await waitUntil(() => handled >= expected, 30_000);
    const phase1 = {
      rate,
      partitionsConcurrently: Number(values.concurrency),
      seconds,
      written: expected,
      achievedRate: Math.round(expected / writeSeconds),
      handled,
      lost: expected - handled,
      latencyMs: summary(latencies),
      commitToKafkaAckMs: summary(relayLatencies),
      commitMs: summary(commitTimes),
      publishes: batches.length,
      meanBatch: Math.round((batches.reduce((sum, size) => sum + size, 0) / Math.max(1, batches.length)) * 10) / 10,
    };
    report('phase 1', phase1);

    if (total === 0) return;
    // Phase 2: `total` events, the consumer killed and restarted mid-run.
    await db.$client.query('truncate evbench.effects');
    [handled, duplicates, latencies.length, batches.length, relayLatencies.length] = [0, 0, 0, 0, 0];
    const phase2Start = performance.now();
    const killAt = Array.from({ length: kills }, (_, index) => Math.round((total * (index + 1)) / (kills + 1)));
    const writing = (async () => {
      for (let from = 0; from < total; from += 100) await write(Math.min(100, total - from), 1_000_000 + from);
    })();
    for (const at of killAt) {
      await waitUntil(() => handled >= at, 60_000);
      consumer.kill('SIGKILL');
      consumer = await startConsumerProcess();
    }
    await writing;
    const writtenSeconds = (performance.now() - phase2Start) / 1000;
    const effects = async () =>
      (
        await db.$client.query<{ applied: string; twice: string }>(
          'select count(*) as applied, count(*) filter (where applied > 1) as twice from evbench.effects',
        )
      ).rows[0]!;
    let applied = 0;
    for (let idle = 0; applied < total && idle < 300; idle++) {
      const before = applied;
      applied = Number((await effects()).applied);
      idle = applied === before ? idle : 0;
      if (applied < total) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const final = await effects();
    const phase2 = {
      written: total,
      writeSeconds: Math.round(writtenSeconds * 10) / 10,
      drainedSeconds: Math.round((performance.now() - phase2Start) / 100) / 10,
      consumerKills: kills,
      applied: Number(final.applied),
      lost: total - Number(final.applied),
      appliedTwice: Number(final.twice),
      duplicatesAbsorbed: duplicates,
      publishes: batches.length,
      meanBatch: Math.round((batches.reduce((sum, size) => sum + size, 0) / Math.max(1, batches.length)) * 10) / 10,
    };
    report('phase 2', phase2);
  } finally {
    await cleanUp();
  }

  function report(name: string, figures: Record<string, unknown>) {
    const at = new Date().toISOString();
    if (values.json) process.stdout.write(`${JSON.stringify({ phase: name, at, ...figures })}\n`);
    else process.stdout.write(`${name} (${at}): ${JSON.stringify(figures, null, 2)}\n`);
  }
}

if (process.argv[2] === '--consumer') await runConsumer(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
else {
  await main();
  process.exit(0);
}
