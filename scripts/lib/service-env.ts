import { devSecrets, localInfra, type TPorts } from './dev-defaults.ts';

export type TWorkload = 'catalogue' | 'account' | 'docs' | 'notification' | 'web' | 'gateway';

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
  /** Where every process exports its spans (OTLP/HTTP); none when unset. */
  otlpEndpoint?: string;
}): Record<TWorkload, Record<string, string | undefined>> {
  const { ports, databaseUrls } = options;
  const secret = (name: keyof typeof devSecrets) => process.env[name] ?? devSecrets[name];
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const publicWebUrl = `http://localhost:${ports.gateway}`;
  const common = {
    // Development secrets and the dev mailbox are accepted although NODE_ENV may be production
    // (npm start serves React's production build): docs/decisions/0008.
    MATCHWIRE_ENV: 'development',
    BUS: options.mode,
    KAFKA_BROKERS: localInfra.kafkaBrokers,
    LOG_LEVEL: options.logLevel,
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
  const service = (name: 'catalogue' | 'account' | 'docs' | 'notification') => ({
    ...common,
    PORT: String(ports[name]),
    OPS_PORT: String(ports.ops[name]),
    DATABASE_URL: databaseUrls[name],
  });
  // Each caller of `/internal/*` routes has its own secret; a process gets only the ones it presents or accepts.
  const internalSecrets = (...names: (keyof typeof devSecrets & `INTERNAL_SECRET_${string}`)[]) =>
    Object.fromEntries(names.map((name) => [name, secret(name)]));
  return {
    catalogue: {
      ...service('catalogue'),
      ...internalSecrets('INTERNAL_SECRET_BACKOFFICE', 'INTERNAL_SECRET_CATALOGUE'),
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      SEED_DEMO_DATA: 'true',
      DOCS_URL: local(ports.docs),
    },
    account: {
      ...service('account'),
      ...internalSecrets(
        'INTERNAL_SECRET_GATEWAY',
        'INTERNAL_SECRET_NOTIFICATION',
        'INTERNAL_SECRET_BACKOFFICE',
        'INTERNAL_SECRET_DATA_API',
      ),
      JWT_SECRET: secret('JWT_SECRET'),
      GATEWAY_IDENTITY_PUBLIC_KEY: secret('GATEWAY_IDENTITY_PUBLIC_KEY'),
      API_KEY_ENCRYPTION_KEY: secret('API_KEY_ENCRYPTION_KEY'),
      PUBLIC_WEB_URL: publicWebUrl,
      SEED_DEMO_DATA: 'true',
    },
    docs: {
      ...service('docs'),
      ...internalSecrets('INTERNAL_SECRET_CATALOGUE', 'INTERNAL_SECRET_BACKOFFICE'),
      SEED_DEMO_DATA: 'true',
    },
    notification: {
      ...service('notification'),
      ...internalSecrets('INTERNAL_SECRET_NOTIFICATION'),
      // Asked for each mail's single-use link as the mail goes out (docs/decisions/0011).
      ACCOUNT_URL: local(ports.account),
      PUBLIC_WEB_URL: publicWebUrl,
      ...(options.mail.transport === 'smtp'
        ? { MAIL_TRANSPORT: 'smtp', SMTP_URL: options.mail.smtpUrl }
        : { MAIL_TRANSPORT: 'mailbox', DEV_MAILBOX: 'true' }),
    },
    web: {
      ...common,
      PORT: String(ports.web),
      API_URL: local(ports.gateway),
      SIGNING_SECRET: secret('SIGNING_SECRET'),
      WEB_SERVER_TOKEN: secret('WEB_SERVER_TOKEN'),
      NODE_ENV: 'production',
    },
    gateway: {
      ...common,
      PORT: String(ports.gateway),
      OPS_PORT: String(ports.ops.gateway),
      SIGNING_SECRET: secret('SIGNING_SECRET'),
      JWT_SECRET: secret('JWT_SECRET'),
      WEB_SERVER_TOKEN: secret('WEB_SERVER_TOKEN'),
      ...internalSecrets('INTERNAL_SECRET_GATEWAY'),
      GATEWAY_IDENTITY_PRIVATE_KEY: secret('GATEWAY_IDENTITY_PRIVATE_KEY'),
      REDIS_URL: options.mode === 'kafka' ? localInfra.redisUrl : '',
      WEB_URL: local(ports.web),
      CATALOGUE_URL: local(ports.catalogue),
      ACCOUNT_URL: local(ports.account),
      DOCS_URL: local(ports.docs),
      NOTIFICATION_URL: local(ports.notification),
      ...options.extraGatewayEnv,
    },
  };
}
