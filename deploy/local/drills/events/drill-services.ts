import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { OutboxRelay } from '@matchwire/kit/bus/outbox';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import { startConsumer } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { readingTopicAs } from '@matchwire/kit/bus/topic-alias';
import { createLogger } from '@matchwire/kit/logger';
import type { TEnvelope } from '@matchwire/proto';
import { sql } from 'drizzle-orm';
import { connect, drillEnvelope, eventTablesOf } from './drill-database.ts';

/** The type of every drill event (drillEnvelope), on each drill's own topic. */
const drillEventType = 'catalogue.product-changed.v1';

export type TDrillServicesOptions = {
  services: Array<{ service: string; url: string; topic: string }>;
  brokers: string[];
  roles: Set<string>;
  writesPerSecond: number;
  leaseMs: number;
  batchSize: number;
  /** Hold the n-th event handled after its effect, before its commit, forever (0: never). */
  holdAt: number;
  /** Commit the effect on its own, as a handler without the inbox's transaction would. */
  isEffectThroughPool: boolean;
  /** Relays wait for `startRelays()` (a standby loaded ahead). */
  isRelayOnSignal: boolean;
  logLevel: string;
  /** What happens, as the drills read it: `publishing <rows>`, `effect <id>`, `held <id>`. */
  say(line: string): void;
};

export type TDrillServices = {
  writes: { ok: number; failed: number };
  startRelays(): void;
  stopWriting(): void;
  stop(): Promise<void>;
};

/**
 * Producing services as the event drills run them. For each: requests that each commit one event
 * to its outbox (writer), the kit's real OutboxRelay publishing that outbox to Kafka (relay), and a
 * consumer as the services run one (kit's startConsumer with a PostgresInbox: a fetched batch in one
 * transaction), applying each event's effect in the inbox's transaction (consumer). In the drill's
 * own process, or in drill-node.ts when it is to be killed.
 */
export function startDrillServices(options: TDrillServicesOptions): TDrillServices {
  const writes = { ok: 0, failed: 0 };
  let handled = 0;
  const running = options.services.map(({ service, url, topic }) => {
    const logger = createLogger(`drill-${service}`, options.logLevel);
    const tables = eventTablesOf(service);
    const db = connect(url, 6);
    const bus = new KafkaBus({ clientId: `drill-${service}-${process.pid}`, brokers: options.brokers, logger });
    /** The bus as the relay sees it, saying when a publish starts (the moment the relay drill kills it in). */
    const announcingBus: EventBus = {
      kind: bus.kind,
      publish: async (messages) => {
        options.say(`publishing ${messages.length}`);
        await bus.publish(messages);
      },
      subscribe: (subscription) => bus.subscribe(subscription),
      ping: () => bus.ping(),
      stopConsumers: () => bus.stopConsumers(),
      close: () => bus.close(),
    };
    const relay = options.roles.has('relay')
      ? new OutboxRelay({
          db,
          tables,
          bus: announcingBus,
          logger,
          pollIntervalMs: 100,
          batchSize: options.batchSize,
          leaseMs: options.leaseMs,
        })
      : undefined;
    if (!options.isRelayOnSignal) relay?.start();

    if (options.roles.has('consumer')) {
      const inbox = new PostgresInbox(db, tables);
      void startConsumer({
        bus: readingTopicAs(bus, topic, drillEventType),
        consumer: `drill-${service}`,
        // The drill's events are read as catalogue.product-changed.v1, which the data API consumes.
        workload: 'data-api',
        inbox,
        logger,
        handlers: {
          [drillEventType]: async (event: TEnvelope) => {
            const apply = sql`insert into drill_effects (event_id, applied) values (${event.id}, 1)
              on conflict (event_id) do update set applied = drill_effects.applied + 1`;
            await (options.isEffectThroughPool ? db.execute(apply) : inbox.transaction().execute(apply));
            handled += 1;
            options.say(`effect ${event.id}`);
            if (handled === options.holdAt) {
              options.say(`held ${event.id}`);
              await new Promise(() => undefined);
            }
          },
        },
        onProcessed: (event, outcome) => {
          if (outcome === 'duplicate')
            void db.execute(sql`insert into drill_redeliveries (event_id) values (${event.id})`).catch(() => undefined);
        },
      });
    }

    /** One request: one event committed to the outbox, the relay kicked (as the services do after a commit). */
    let sequence = 0;
    const write = () => {
      const key = `k${sequence++ % 16}`;
      const { eventId, envelope } = drillEnvelope(service, key);
      db.insert(tables.outbox)
        .values({ eventId, eventType: topic, eventKey: key, envelope })
        .then(
          () => {
            writes.ok += 1;
            relay?.kick();
          },
          () => (writes.failed += 1),
        );
    };
    const writer = options.roles.has('writer') ? setInterval(write, 1000 / options.writesPerSecond) : undefined;
    return {
      startRelay: () => relay?.start(),
      stopWriting: () => clearInterval(writer),
      async stop() {
        clearInterval(writer);
        await relay?.stop();
        await bus.close();
        await db.$client.end();
      },
    };
  });
  return {
    writes,
    startRelays: () => running.forEach((service) => service.startRelay()),
    stopWriting: () => running.forEach((service) => service.stopWriting()),
    stop: async () => void (await Promise.all(running.map((service) => service.stop()))),
  };
}
