import { z } from 'zod';
import { effectiveValues, findDevelopmentSettings } from './config/development-values.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads configuration from the environment once, validated with zod.
 * Fails fast with a message that names every bad variable; in a production deployment that
 * includes every development secret and the dev mailbox (config/development-values.ts).
 */
export function loadConfig<TShape extends z.ZodRawShape>(
  shape: TShape,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<TShape>> {
  const result = z.object(shape).safeParse(env);
  const developmentSettings = findDevelopmentSettings(effectiveValues(env, result.data), Object.keys(shape));
  if (result.success && developmentSettings.length === 0) return result.data;
  const lines = [
    ...(result.error?.issues ?? []).map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`),
    ...developmentSettings.map((problem) => `  ${problem.variable}: ${problem.message}`),
  ];
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A comma-separated variable, read as its trimmed, non-empty entries (`a, b,` is `['a', 'b']`). */
export function commaSeparatedList(defaultValue: string) {
  return z
    .string()
    .default(defaultValue)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
}

/** Variables every service shares; see docs/architecture.md. */
export const serviceEnv = {
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUS: z.enum(['kafka', 'memory']).default('kafka'),
  KAFKA_BROKERS: commaSeparatedList('127.0.0.1:19092').refine(
    (brokers) => brokers.length > 0,
    'must list at least one host:port',
  ),
  /**
   * Put before every topic name and consumer group id (KafkaBus), so that two stacks on one Kafka
   * (`npm run stack` beside `npm test`) never read each other's events. Empty in production.
   */
  KAFKA_TOPIC_PREFIX: kafkaNamePrefix(),
  KAFKA_GROUP_PREFIX: kafkaNamePrefix(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
};

/** A prefix of Kafka topic and group names: the characters a topic name may hold, or nothing. */
function kafkaNamePrefix() {
  return z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/, 'may hold only letters, digits, ".", "_" and "-"')
    .default('');
}

/** Limits on every query of a service's pool (docs/decisions/0013); 0 turns one off. */
export const databasePoolEnv = {
  /** A statement running longer is cancelled. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** A statement waiting longer for a lock is cancelled. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** A connection left idle inside a transaction longer is closed by the server. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
};

/** The outbox relay and the retention of the event tables (docs/decisions/0013). */
export const outboxEnv = {
  /** Failed publish attempts after which an outbox row is parked for an operator. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** How long a relay owns the rows it claimed; another replica takes them over after it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(2000).default(60_000),
  /** Published outbox rows older than this are deleted. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** Processed inbox rows (ids of consumed events) older than this are deleted; keep it above Kafka's topic retention. */
  INBOX_RETENTION_DAYS: z.coerce.number().positive().default(30),
};

export const databaseEnv = {
  ...databasePoolEnv,
  ...outboxEnv,
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).refine((url) => /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// URL',
  }),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};

/** What a service built on createPublishingService reads: the variables every service shares, its database and outbox, its ports. */
export function publishingServiceEnv(defaultPort: number) {
  return { ...serviceEnv, ...databaseEnv, ...portEnv(defaultPort) };
}

/**
 * `PORT`: the public port (API and pages). `OPS_PORT`: health, readiness and metrics, for the
 * cluster only (probes, Prometheus); never routed by the ingress. 0 picks a free port.
 */
export function portEnv(defaultPort: number, defaultOpsPort = 9090) {
  return {
    PORT: z.coerce.number().int().min(1).max(65535).default(defaultPort),
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(defaultOpsPort),
  };
}
