import path from 'node:path';
import { readWorkloads, type TWorkload } from '@matchwire/kit/workloads';
import { localUrl, type TPorts } from './dev-defaults.ts';
import type { TProcessSpec } from './processes.ts';
import { serviceEnvironments } from './service-env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Start order: the services, then the web server, then the gateway in front of them. */
const startOrder: TWorkload['kind'][] = ['service', 'web', 'gateway'];

/** Where a workload says it is ready: `/readyz` on its operational port; the web server's `/healthz`. */
function readyUrl(workload: TWorkload, ports: TPorts): string {
  return workload.opsPort
    ? `${localUrl(ports.ops, workload.name)}/readyz`
    : `${localUrl(ports.public, workload.name)}/healthz`;
}

/** The full topology of deploy/workloads.json as separate processes against the real local PostgreSQL, Redis and Kafka. */
export function stackProcessSpecs(options: {
  ports: TPorts;
  databaseUrls: Record<string, string>;
  mail: Parameters<typeof serviceEnvironments>[0]['mail'];
  extraGatewayEnv?: Record<string, string>;
  /** The ticket service's object store (OBJECT_STORE, S3_*); a folder under .local/ unless given. */
  objectStore?: Record<string, string>;
  otlpEndpoint?: string;
  /** Before this stack's Kafka topic names and group ids (dev-defaults kafkaPrefixes). */
  kafkaPrefix?: string;
  /** This stack's Redis (dev-defaults localRedisUrl of redisDatabases); the local Redis's database 0 when unset. */
  redisUrl?: string;
  workloads?: TWorkload[];
}): TProcessSpec[] {
  const environments = serviceEnvironments({
    ...options,
    mode: 'kafka',
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  const workloads = options.workloads ?? readWorkloads();
  return startOrder
    .flatMap((kind) => workloads.filter((workload) => workload.kind === kind))
    .map((workload) => ({
      name: workload.name,
      cwd: root,
      args: [workload.entry],
      env: definedOnly(environments[workload.name] ?? {}),
      readyUrl: readyUrl(workload, options.ports),
      stage: workload.kind,
    }));
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
