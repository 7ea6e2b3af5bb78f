import path from 'node:path';
import type { TPorts } from './dev-defaults.ts';
import type { TProcessSpec } from './processes.ts';
import { serviceEnvironments, type TWorkload } from './service-env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Start order: the services, then the web server, then the gateway in front of them. */
const entries: [TWorkload, string, 'readyz' | 'healthz'][] = [
  ['catalogue', 'services/catalogue/src/server.ts', 'readyz'],
  ['account', 'services/account/src/server.ts', 'readyz'],
  ['docs', 'services/docs/src/server.ts', 'readyz'],
  ['notification', 'services/notification/src/server.ts', 'readyz'],
  ['web', 'web/server.ts', 'healthz'],
  ['gateway', 'gateway/src/server.ts', 'readyz'],
];

/** The full topology as separate processes against the real local PostgreSQL, Redis and Kafka. */
export function stackProcessSpecs(options: {
  ports: TPorts;
  databaseUrls: Record<string, string>;
  mail: Parameters<typeof serviceEnvironments>[0]['mail'];
  extraGatewayEnv?: Record<string, string>;
}): TProcessSpec[] {
  const environments = serviceEnvironments({
    ...options,
    mode: 'kafka',
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  return entries.map(([name, entry, probe]) => ({
    name,
    cwd: root,
    args: [entry],
    env: definedOnly(environments[name]),
    readyUrl: `http://127.0.0.1:${options.ports[name]}/${probe}`,
  }));
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
