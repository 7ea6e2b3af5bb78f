import { internalSecretVariables } from '@matchwire/kit/internal-callers';
import { internalSecretsHeldBy } from '@matchwire/kit/internal-secret-holders';
import { readWorkloads, upstreamsOf, upstreamVariable, type TWorkload } from '@matchwire/kit/workloads';
import { devSecrets, localInfra, localUrl, type TPorts } from './dev-defaults.ts';

type TEnvironment = Record<string, string | undefined>;

/**
 * The environment of every workload for local runs, in one place: `npm run stack` and `npm test`
 * pass it to separate processes, `npm start` to the same config loaders in one process.
 * Secrets are the documented development defaults unless the environment overrides them.
 */
export function serviceEnvironments(options: {
  ports: TPorts;
  databaseUrls: Record<string, string>;
  /** `kafka` with Redis for the full stack; `memory` (in-process bus, in-memory gateway store) for `npm start`. */
  mode: 'kafka' | 'memory';
  /** Where the notification service delivers mail (a real SMTP server), or the dev mailbox. */
  mail: { transport: 'smtp'; smtpUrl: string } | { transport: 'mailbox' };
  logLevel: string;
  extraGatewayEnv?: Record<string, string | undefined>;
  /** The ticket and animation services' object store (OBJECT_STORE, S3_*); by default the folder .local/object-store. */
  objectStore?: Record<string, string>;
  /** Where every process exports its spans (OTLP/HTTP); none when unset. */
  otlpEndpoint?: string;
  /** Put before every Kafka topic name and consumer group id of this run (dev-defaults kafkaPrefixes); none when unset. */
  kafkaPrefix?: string;
  /** The Redis of this run in `kafka` mode (dev-defaults localRedisUrl of redisDatabases); the local Redis's database 0 when unset. */
  redisUrl?: string;
  /** deploy/workloads.json unless given (deploy/test/adding-a-service.test.ts gives a longer copy). */
  workloads?: TWorkload[];
}): Record<string, TEnvironment> {
  const { ports, databaseUrls } = options;
  const redisUrl = options.mode === 'kafka' ? (options.redisUrl ?? localInfra.redisUrl) : '';
  const secret = (name: keyof typeof devSecrets) => process.env[name] ?? devSecrets[name];
  const publicWebUrl = `http://localhost:${ports.public.gateway}`;
  const common = {
    // Development secrets and the dev mailbox are accepted although NODE_ENV may be production
    // (npm start serves React's production build): docs/decisions/0008.
    MATCHWIRE_ENV: 'development',
    BUS: options.mode,
    KAFKA_BROKERS: localInfra.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: options.kafkaPrefix,
    KAFKA_GROUP_PREFIX: options.kafkaPrefix,
    LOG_LEVEL: options.logLevel,
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
  // Each caller of `/internal/*` routes has its own secret; a process gets only the ones it presents or
  // accepts (its routes' definitions in packages/contracts name the callers).
  const internalSecrets = (workload: string) =>
    Object.fromEntries(
      internalSecretsHeldBy(workload).map((caller) => [
        internalSecretVariables[caller],
        secret(internalSecretVariables[caller]),
      ]),
    );
  const own: Record<string, TEnvironment> = {
    catalogue: {
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      SEED_DEMO_DATA: 'true',
    },
    account: {
      JWT_SECRET: secret('JWT_SECRET'),
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      API_KEY_ENCRYPTION_KEY: secret('API_KEY_ENCRYPTION_KEY'),
      PUBLIC_WEB_URL: publicWebUrl,
      SEED_DEMO_DATA: 'true',
      DEMO_STAFF_PASSWORD: secret('DEMO_STAFF_PASSWORD'),
    },
    docs: {
      SEED_DEMO_DATA: 'true',
    },
    billing: {
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      // Where the card provider returns a customer after paying; the sandbox checkout needs no network.
      SITE_URL: publicWebUrl,
      PAYMENT_PROVIDER: 'sandbox',
      // The sandbox wallet billing serves itself (its Orders API at its own port): no network either.
      WALLET_PROVIDER: 'sandbox',
      SEED_DEMO_DATA: 'true',
    },
    'data-api': {
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      // Frequency limits and trial quotas shared with every replica in Redis; counted in process on `npm start`.
      REDIS_URL: redisUrl,
      // The usage page shows a call a moment after it was made.
      USAGE_FLUSH_INTERVAL_MS: '1000',
      // Raised for a load test (bench/data-api-hot-path.ts): `FREQUENCY_LIMIT_FACTOR=100000 npm start`.
      FREQUENCY_LIMIT_FACTOR: process.env.FREQUENCY_LIMIT_FACTOR,
      // Score webhooks may go to a receiver on this machine (http://localhost:…); never in production.
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    },
    ticket: {
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      // Each customer's unread count shared with every replica in Redis; kept in process on `npm start`.
      REDIS_URL: redisUrl,
      // Attachments: a folder under .local/ unless a run names an S3-compatible server (npm test: versitygw).
      ...(options.objectStore ?? { OBJECT_STORE: 'folder', OBJECT_STORE_FOLDER: '.local/object-store' }),
    },
    animation: {
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      // Published widget configs cached 60 s for every replica in Redis; kept in process on `npm start`.
      REDIS_URL: redisUrl,
      // Fence images: the same object store as the ticket attachments (npm test: versitygw).
      ...(options.objectStore ?? { OBJECT_STORE: 'folder', OBJECT_STORE_FOLDER: '.local/object-store' }),
    },
    notification: {
      PUBLIC_WEB_URL: publicWebUrl,
      ...(options.mail.transport === 'smtp'
        ? { MAIL_TRANSPORT: 'smtp', SMTP_URL: options.mail.smtpUrl }
        : { MAIL_TRANSPORT: 'mailbox', DEV_MAILBOX: 'true' }),
    },
    web: {
      API_URL: localUrl(ports.public, 'gateway'),
      SIGNING_SECRET: secret('SIGNING_SECRET'),
      WEB_SERVER_TOKEN: secret('WEB_SERVER_TOKEN'),
      NODE_ENV: 'production',
    },
    gateway: {
      SIGNING_SECRET: secret('SIGNING_SECRET'),
      JWT_SECRET: secret('JWT_SECRET'),
      WEB_SERVER_TOKEN: secret('WEB_SERVER_TOKEN'),
      GATEWAY_IDENTITY_PRIVATE_KEY: secret('GATEWAY_IDENTITY_PRIVATE_KEY'),
      REDIS_URL: redisUrl,
      ...options.extraGatewayEnv,
    },
  };
  // What every workload of deploy/workloads.json has: its ports, its database, the addresses of
  // the workloads it calls (`<NAME>_URL`), the internal callers' secrets it holds; then its own settings above.
  const workloads = options.workloads ?? readWorkloads();
  return Object.fromEntries(
    workloads.map((workload) => {
      const upstreams = upstreamsOf(workloads, workload.name).map((upstream) => [
        upstreamVariable(upstream.name),
        localUrl(ports.public, upstream.name),
      ]);
      const environment: TEnvironment = {
        ...common,
        PORT: String(ports.public[workload.name]),
        ...(workload.opsPort ? { OPS_PORT: String(ports.ops[workload.name]) } : {}),
        ...(workload.stores.includes('postgres') ? { DATABASE_URL: databaseUrls[workload.name] } : {}),
        ...Object.fromEntries(upstreams),
        ...internalSecrets(workload.name),
        ...own[workload.name],
      };
      return [workload.name, environment];
    }),
  );
}
