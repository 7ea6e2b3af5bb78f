import type { EventBus } from './bus/event-bus.ts';
import type { TEventTables } from './bus/event-tables.ts';
import { OutboxRelay } from './bus/outbox.ts';
import { createDatabase, pingDatabase, type TDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import {
  createServiceApp,
  listenServiceApp,
  type TServiceApp,
  type TServiceAppOptions,
} from './http/create-service-app.ts';
import { protectInternalRoutes } from './http/internal-auth.ts';
import type { Logger } from './logger.ts';

export type TPublishingService<TSchema extends Record<string, unknown>> = {
  db: TDatabase<TSchema>;
  outboxRelay: OutboxRelay;
  app: TServiceApp;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The plumbing of a service that owns a schema and publishes events through its outbox:
 * its database pool, the outbox relay, the Fastify app (readiness on database and bus,
 * `/internal/*` behind the internal token) and the lifecycle — start migrates, seeds when asked,
 * relays and listens (public and operational port); stop drains requests, then the relay, then the pool.
 * The service adds its routes to `app` and keeps its domain to itself.
 */
export function createPublishingService<
  TSchema extends Record<string, unknown> & { eventTables: TEventTables },
>(options: {
  name: string;
  config: {
    DATABASE_URL: string;
    INTERNAL_TOKEN: string;
    PORT: number;
    OPS_PORT: number;
    HOST: string;
    SEED_DEMO_DATA: boolean;
  };
  logger: Logger;
  bus: EventBus;
  schema: TSchema;
  migrationsFolder: string;
  trustProxy?: TServiceAppOptions['trustProxy'];
  seedDemoData: (db: TDatabase<TSchema>) => Promise<void>;
}): TPublishingService<TSchema> {
  const { name, config, logger, bus, schema } = options;
  const db = createDatabase(config.DATABASE_URL, schema, { applicationName: name });
  const outboxRelay = new OutboxRelay({
    db,
    tables: schema.eventTables,
    bus,
    logger: logger.child({ component: 'outbox' }),
  });
  const app = createServiceApp({
    name,
    logger,
    trustProxy: options.trustProxy,
    readinessChecks: [
      { name: 'database', check: () => pingDatabase(db) },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  protectInternalRoutes(app, config.INTERNAL_TOKEN);

  return {
    db,
    outboxRelay,
    app,
    async start() {
      const applied = await applyMigrations(db.$client, { migrationsFolder: options.migrationsFolder, schema: name });
      logger.info({ applied }, 'migrations applied');
      if (config.SEED_DEMO_DATA) await options.seedDemoData(db);
      outboxRelay.start();
      await listenServiceApp(app, config);
    },
    async stop() {
      await app.close();
      await outboxRelay.stop();
      await db.$client.end();
    },
  };
}
