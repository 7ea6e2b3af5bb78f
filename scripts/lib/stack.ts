import path from 'node:path';
import type { TPorts } from './dev-defaults.ts';
import type { TProcessSpec } from './processes.ts';
import { serviceEnvironments, type TWorkload } from './service-env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Start order: the services, then the web server, then the gateway in front of them. */
const entries: [TWorkload, string][] = [
  ['catalogue', 'services/catalogue/src/server.ts'],
  ['account', 'services/account/src/server.ts'],
  ['docs', 'services/docs/src/server.ts'],
  ['notification', 'services/notification/src/server.ts'],
  ['web', 'web/server.ts'],
  ['gateway', 'gateway/src/server.ts'],
];

/** Where a workload says it is ready: `/readyz` on its operational port; the web server's `/healthz`. */
function readyUrl(name: TWorkload, ports: TPorts): string {
  return name === 'web' ? `http://127.0.0.1:${ports.web}/healthz` : `http://127.0.0.1:${ports.ops[name]}/readyz`;
}

/** The full topology as separate processes against the real local PostgreSQL, Redis and Kafka. */
export function stackProcessSpecs(options: {
  ports: TPorts;
  databaseUrls: Record<string, string>;
  mail: Parameters<typeof serviceEnvironments>[0]['mail'];
  extraGatewayEnv?: Record<string, string>;
  otlpEndpoint?: string;
}): TProcessSpec[] {
  const environments = serviceEnvironments({
    ...options,
    mode: 'kafka',
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  return entries.map(([name, entry]) => ({
    name,
    cwd: root,
    args: [entry],
    env: definedOnly(environments[name]),
    readyUrl: readyUrl(name, options.ports),
  }));
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
