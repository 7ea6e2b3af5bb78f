/**
 * `npm run stack`: the same site with every service as its own process, against the real
 * PostgreSQL, Redis and Kafka of deploy/local (installed and started when missing).
 */
import path from 'node:path';
import { provisionDatabase } from '@matchwire/devinfra/provision-database';
import {
  databaseServices,
  devPorts,
  kafkaPrefixes,
  localInfra,
  localRedisUrl,
  redisDatabases,
} from './lib/dev-defaults.ts';
import { startProcesses, type TRunningProcess } from './lib/processes.ts';
import { repoRoot, run, step } from './lib/shell.ts';
import { stackProcessSpecs } from './lib/stack.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];
const names = new Map<string, string>();

function printLine(name: string, line: string): void {
  if (!names.has(name)) names.set(name, colours[names.size % colours.length]!);
  console.log(`${names.get(name)}${name.padEnd(12)}\x1b[0m ${line}`);
}

step('starting PostgreSQL, Redis and Kafka (deploy/local/infra.sh)');
run('bash', ['deploy/local/infra.sh', 'start', 'all']);

step('provisioning the database "matchwire"');
const databaseUrls = await provisionDatabase({
  superuserUrl: localInfra.superuserUrl,
  database: 'matchwire',
  services: databaseServices,
});

ensureWebBuild();

step('starting the services, the web server and the gateway');
let processes: TRunningProcess[] = [];
try {
  processes = await startProcesses(
    stackProcessSpecs({
      ports: devPorts,
      databaseUrls,
      mail: { transport: 'mailbox' },
      kafkaPrefix: kafkaPrefixes.stack,
      redisUrl: localRedisUrl(redisDatabases.stack),
    }),
    {
      onLine: printLine,
      logDir: path.join(repoRoot, '.local/logs/stack'),
    },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `\n✓ Matchwire (full stack) is running at http://localhost:${devPorts.public.gateway}  (Ctrl+C to stop; infrastructure keeps running: npm run infra stop)\n`,
);

const stop = async () => {
  await Promise.all(processes.map((running) => running.stop()));
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
