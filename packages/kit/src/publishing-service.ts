import type { EventBus } from './bus/event-bus.ts';
import type { TEventTables } from './bus/event-tables.ts';
import { retentionFromDays, startEventTablePruning } from './bus/event-retention.ts';
import { OutboxRelay } from './bus/outbox.ts';
import { OutboxWriter } from './bus/outbox-writer.ts';
import { registerOutboxMetrics } from './bus/outbox-metrics.ts';
import { createDatabase, databaseTimeoutsFrom, pingDatabase, type TDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import {
  createServiceApp,
  drainServiceApp,
  listenServiceApp,
  type TServiceApp,
  type TServiceAppOptions,
} from './http/create-service-app.ts';
import { protectInternalRoutes } from './http/internal-auth.ts';
import { requireEndpointDefinitions } from './http/serve-endpoint.ts';
import { verifyIdentity } from './http/verify-identity.ts';
import { acceptedInternalSecrets, type TInternalSecretsConfig } from './internal-secret-holders.ts';
import type { Logger } from './logger.ts';

type TOutboxConfig = {
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_LOCK_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
  OUTBOX_MAX_ATTEMPTS: number;
  OUTBOX_LEASE_MS: number;
  OUTBOX_RETENTION_DAYS: number;
  INBOX_RETENTION_DAYS: number;
};

/** What every publishing service's routes and use-cases are given; each service's `<name>-deps.ts` adds its own. */
export type TPublishingDeps<TSchema extends Record<string, unknown>> = {
  db: TDatabase<TSchema>;
  /** The only way a use-case writes events: with its change, in one transaction; nudges the relay after the commit. */
  outbox: OutboxWriter<TSchema>;
  logger: Logger;
};

/**
 * What a service opens besides its database pool (a store in Redis or in memory, the object store):
 * started before the service migrates and listens, closed after its pool, in the order listed.
 */
export type TServiceResource = { start(): Promise<void>; close(): Promise<void> | void };

export type TPublishingService<TSchema extends Record<string, unknown>> = {
  db: TDatabase<TSchema>;
  outboxRelay: OutboxRelay;
  /** Writes events with the state change and nudges the relay after the commit. */
  outbox: OutboxWriter<TSchema>;
  /** The start of the service's deps: its database, its outbox and its logger. */
  deps: TPublishingDeps<TSchema>;
  app: TServiceApp;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The plumbing of a service that owns a schema and publishes events through its outbox:
 * its database pool, the outbox relay, the Fastify app (readiness on its database only,
 * `/internal/*` open only to the callers each route lists, by their own secrets; only routes defined in
 * packages/contracts; with `gatewayPublicKey`, the caller the gateway asserts), the deps every
 * service starts from, and the lifecycle — start migrates, seeds when asked,
 * relays and listens (public and operational port); stop turns readiness off, drains requests, stops
 * consumers, flushes the outbox one last time, then closes the pool and the `resources`.
 * The service adds its routes to `app` and keeps its domain to itself.
 */
export function createPublishingService<
  TSchema extends Record<string, unknown> & { eventTables: TEventTables },
>(options: {
  name: string;
  config: {
    DATABASE_URL: string;
    PORT: number;
    OPS_PORT: number;
    HOST: string;
    SEED_DEMO_DATA: boolean;
  } & TOutboxConfig &
    TInternalSecretsConfig;
  logger: Logger;
  bus: EventBus;
  schema: TSchema;
  migrationsFolder: string;
  trustProxy?: TServiceAppOptions['trustProxy'];
  isUnloggedRequest?: TServiceAppOptions['isUnloggedRequest'];
  /** Verifies who the gateway says the caller is, for this service (`name`) alone (docs/decisions/0009). */
  gatewayPublicKey?: string;
  /** With SEED_DEMO_DATA, at every start after the migrations; a service without demo data has none. */
  seedDemoData?: (db: TDatabase<TSchema>) => Promise<void>;
  /** Started before everything else, closed after the pool (TServiceResource). */
  resources?: readonly TServiceResource[];
}): TPublishingService<TSchema> {
  const { name, config, logger, bus, schema, resources = [] } = options;
  const db = createDatabase(config.DATABASE_URL, schema, {
    applicationName: name,
    timeouts: databaseTimeoutsFrom(config),
  });
  const outboxRelay = new OutboxRelay({
    db,
    tables: schema.eventTables,
    bus,
    logger: logger.child({ component: 'outbox' }),
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  let stopPruning: (() => void) | undefined;
  const app = createServiceApp({
    name,
    logger,
    trustProxy: options.trustProxy,
    isUnloggedRequest: options.isUnloggedRequest,
    // Ready on its own database alone: without Kafka it serves and its outbox waits (docs/decisions/0012).
    readinessChecks: [{ name: 'database', check: () => pingDatabase(db) }],
    dependencyChecks: [{ name: 'bus', check: () => bus.ping() }],
  });
  // What a service serves is exactly what packages/contracts defines: a route without a definition is refused.
  requireEndpointDefinitions(app);
  // Each caller its `/internal/*` definitions accept, by that caller's own secret (docs/decisions/0010).
  protectInternalRoutes(app, acceptedInternalSecrets(name, config));
  const { gatewayPublicKey } = options;
  if (gatewayPublicKey !== undefined) verifyIdentity(app, { publicKey: gatewayPublicKey, audience: name });
  registerOutboxMetrics(app.metrics, db, schema.eventTables);
  const outbox = new OutboxWriter({ db, tables: schema.eventTables, relay: outboxRelay });

  return {
    db,
    outboxRelay,
    outbox,
    deps: { db, outbox, logger },
    app,
    async start() {
      for (const resource of resources) await resource.start();
      // The service's schema is its name as an SQL identifier (`data-api` owns `data_api`).
      const ownSchema = name.replaceAll('-', '_');
      const applied = await applyMigrations(db.$client, {
        migrationsFolder: options.migrationsFolder,
        schema: ownSchema,
      });
      logger.info({ applied }, 'migrations applied');
      if (config.SEED_DEMO_DATA) await options.seedDemoData?.(db);
      outboxRelay.start();
      stopPruning = startEventTablePruning({
        db,
        tables: schema.eventTables,
        logger: logger.child({ component: 'event-retention' }),
        retention: retentionFromDays(config),
      });
      await listenServiceApp(app, config);
    },
    async stop() {
      await drainServiceApp(app);
      logger.info('requests drained');
      await bus.stopConsumers();
      stopPruning?.();
      await outboxRelay.stop();
      await flushOutbox(outboxRelay, logger);
      logger.info('outbox flushed');
      await db.$client.end();
      for (const resource of resources) await resource.close();
    },
  };
}

/**
 * One last relay after the requests drained, so an event committed just before SIGTERM leaves
 * with this process; what Kafka refuses now stays in the outbox for the next start.
 */
async function flushOutbox(relay: OutboxRelay, logger: Logger): Promise<void> {
  try {
    for (let pass = 0; pass < 10 && (await relay.relayOnce()) > 0; pass++);
  } catch (error) {
    logger.warn({ err: error }, 'outbox not flushed on shutdown; the next start publishes it');
  }
}
