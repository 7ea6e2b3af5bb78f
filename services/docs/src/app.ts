import { fileURLToPath } from 'node:url';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { OutboxRelay } from '@matchwire/kit/bus/outbox';
import { createDatabase, pingDatabase } from '@matchwire/kit/db/database';
import { applyMigrations } from '@matchwire/kit/db/migrate';
import { createServiceApp, type TServiceApp } from '@matchwire/kit/http/create-service-app';
import { protectInternalRoutes } from '@matchwire/kit/http/internal-auth';
import type { Logger } from '@matchwire/kit/logger';
import type { TDocsConfig } from './config.ts';
import type { TDocsDb } from './db/docs-db.ts';
import * as schema from './db/schema.ts';
import type { TDocsDeps } from './docs-deps.ts';
import { registerBlogByIdRoute } from './routes/blog/get-by-id.ts';
import { registerBlogListRoute } from './routes/blog/list.ts';
import { registerGetDocumentRoute } from './routes/doc/get-by-id.ts';
import { registerDocHierarchyRoute } from './routes/doc/list-hierarchy.ts';
import { registerChangeLogRoutes } from './routes/doc/logs.ts';
import { registerFaqArticleRoute } from './routes/faq/article.ts';
import { registerFaqCategoriesRoute } from './routes/faq/categories.ts';
import { registerFaqSearchRoute } from './routes/faq/search.ts';
import { registerUpdateDocumentRoute } from './routes/internal/update-document.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TDocsService = {
  app: TServiceApp;
  deps: TDocsDeps;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Builds the docs service: API documentation, change logs, FAQ and blog. */
export function buildDocsService(options: { config: TDocsConfig; logger: Logger; bus: EventBus }): TDocsService {
  const { config, logger, bus } = options;
  const db: TDocsDb = createDatabase(config.DATABASE_URL, schema, { applicationName: 'docs' });
  const outboxRelay = new OutboxRelay({
    db,
    tables: schema.eventTables,
    bus,
    logger: logger.child({ component: 'outbox' }),
  });
  const deps: TDocsDeps = { db, outboxRelay, logger };

  const app = createServiceApp({
    name: 'docs',
    logger,
    readinessChecks: [
      { name: 'database', check: () => pingDatabase(db) },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  protectInternalRoutes(app, config.INTERNAL_TOKEN);
  registerDocHierarchyRoute(app, deps);
  registerGetDocumentRoute(app, deps);
  registerChangeLogRoutes(app, deps);
  registerFaqSearchRoute(app, deps);
  registerFaqCategoriesRoute(app, deps);
  registerFaqArticleRoute(app, deps);
  registerBlogListRoute(app, deps);
  registerBlogByIdRoute(app, deps);
  registerUpdateDocumentRoute(app, deps);

  return {
    app,
    deps,
    async start() {
      const applied = await applyMigrations(db.$client, { migrationsFolder, schema: 'docs' });
      logger.info({ applied }, 'migrations applied');
      if (config.SEED_DEMO_DATA) await seedDemoData(db);
      outboxRelay.start();
      await app.listen({ port: config.PORT, host: config.HOST });
    },
    async stop() {
      await app.close();
      await outboxRelay.stop();
      await db.$client.end();
    },
  };
}
