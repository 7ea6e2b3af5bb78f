import { developmentSecrets } from '@matchwire/kit/config/development-values';
import {
  databaseServices as databaseServiceWorkloads,
  readWorkloads,
  upstreamVariable,
  type TWorkload,
} from '@matchwire/kit/workloads';

/**
 * Development-only defaults shared by `npm start`, `npm run stack` and `npm test`, which declare
 * themselves development deployments (MATCHWIRE_ENV, scripts/lib/service-env.ts).
 * Production takes every secret from the environment (see .env.example and deploy/README.md)
 * and refuses these (docs/decisions/0008-production-refuses-development-secrets.md).
 */
export const devSecrets = developmentSecrets;

export const localInfra = {
  superuserUrl: 'postgres://postgres@127.0.0.1:55432/postgres',
  redisUrl: 'redis://127.0.0.1:16379',
  kafkaBrokers: '127.0.0.1:19092',
};

/**
 * What each stack on the local Kafka puts before its topic names and consumer group ids
 * (KAFKA_TOPIC_PREFIX, KAFKA_GROUP_PREFIX), so that `npm run stack` and `npm test`, running side by
 * side, never take each other's events. The test stack keeps the production names (no prefix): its
 * system tests read the topics as production names them.
 */
export const kafkaPrefixes = { stack: 'stack.', test: '' };

/**
 * The logical database of the local Redis each stack keeps its keys in (rate limits, page cache,
 * unread counters, metering), so that `npm run stack` and `npm test`, running side by side, never
 * read, count or flush each other's keys. The test stack keeps database 0, which its tests (and
 * run-tests' clean-up of `ratelimit:*` and `cache:*`) read as `TEST_REDIS_URL`; bench/gateway-overhead.ts uses 7.
 */
export const redisDatabases = { stack: 1, test: 0 };

/** The local Redis's URL for one logical database (`redis://127.0.0.1:16379/1`); database 0 keeps the bare URL. */
export function localRedisUrl(database: number): string {
  return database === 0 ? localInfra.redisUrl : `${localInfra.redisUrl}/${database}`;
}

const workloads = readWorkloads();

/** Services that own a schema (deploy/workloads.json); the gateway and web own none. */
export const databaseServices = databaseServiceWorkloads(workloads).map((workload) => workload.name);

/**
 * Public ports by workload, and `ops`: the operational ports (`/healthz`, `/readyz`, `/metrics`) of the
 * gateway and the services — one each, also in `npm start`, where they all share one process. The web
 * server has none: it serves only its own `/healthz`, on its port.
 */
export type TPorts = { public: Record<string, number>; ops: Record<string, number> };

/**
 * Every workload's ports by one rule from its port in deploy/workloads.json, so a new service gets
 * its own without an edit here: development keeps the listed port and puts a service's operational
 * port at 9400 + (port − 4000) (catalogue 4001 → 9401); tests move a service to port − 90 (3911) and
 * its operational port to port − 40 (3961). The gateway and web have fixed ones.
 */
function portsByRule(
  workloads: TWorkload[],
  rules: {
    gateway: [number, number];
    web: number;
    service: (port: number) => [number, number];
  },
): TPorts {
  const ports: TPorts = { public: {}, ops: {} };
  for (const workload of workloads) {
    const [port, ops] =
      workload.kind === 'service'
        ? rules.service(workload.port)
        : workload.kind === 'gateway'
          ? rules.gateway
          : [rules.web];
    ports.public[workload.name] = port;
    if (ops !== undefined) ports.ops[workload.name] = ops;
  }
  const all = [...Object.values(ports.public), ...Object.values(ports.ops)];
  if (new Set(all).size !== all.length) throw new Error(`two local ports collide: ${JSON.stringify(ports)}`);
  return ports;
}

export const devPortsOf = (list: TWorkload[]) =>
  portsByRule(list, { gateway: [3000, 9300], web: 3100, service: (port) => [port, port + 5400] });
export const testPortsOf = (list: TWorkload[]) =>
  portsByRule(list, { gateway: [3900, 3950], web: 3901, service: (port) => [port - 90, port - 40] });
export const devPorts = devPortsOf(workloads);
export const testPorts = testPortsOf(workloads);

/** `http://127.0.0.1:<port>` of a workload; throws for a name the list lacks. */
export function localUrl(ports: Record<string, number>, name: string): string {
  const port = ports[name];
  if (port === undefined) throw new Error(`no port for ${name} (deploy/workloads.json)`);
  return `http://127.0.0.1:${port}`;
}

/** `TEST_<NAME>_URL` and `TEST_<NAME>_OPS_URL` (`TEST_DATA_API_URL` for data-api) of every workload, for the tests. */
export function testWorkloadUrls(): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, port] of Object.entries(testPorts.public))
    urls[`TEST_${upstreamVariable(name)}`] = `http://127.0.0.1:${port}`;
  for (const [name, port] of Object.entries(testPorts.ops))
    urls[`TEST_${upstreamVariable(name).replace(/_URL$/, '_OPS_URL')}`] = `http://127.0.0.1:${port}`;
  return urls;
}

/** The SMTP catcher `npm test` runs for the notification service, and its HTTP API for tests. */
export const testMail = { smtpPort: 3925, httpPort: 3926 };
/** The test run's trace collector (scripts/lib/trace-catcher.ts): OTLP/HTTP in, one trace out to tests. */
export const testTraces = { port: 3927 };
/** stripe-mock for the billing tests' Stripe provider (`STRIPE_API_BASE`). */
export const testStripeMock = { port: 3928 };
/**
 * versitygw, the S3-compatible server of the tests (scripts/lib/s3-server.ts), with its development
 * key pair; the ticket service's attachments go to `bucket`, which it creates at start.
 */
export const testS3 = {
  port: 3929,
  accessKeyId: 'matchwire-dev',
  secretAccessKey: 'matchwire-dev-s3-secret',
  bucket: 'matchwire-test-uploads',
};
