import path from 'node:path';
import { devSecrets, localInfra, type TPorts } from './dev-defaults.ts';
import type { TProcessSpec } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The full topology as separate processes against the real local PostgreSQL, Redis and Kafka:
 * every service, then the web server, then the gateway in front of them.
 */
export function stackProcessSpecs(options: {
  ports: TPorts;
  databaseUrls: Record<string, string>;
  /** Where the notification service delivers mail (a real SMTP server), or the dev mailbox. */
  mail: { transport: 'smtp'; smtpUrl: string } | { transport: 'mailbox' };
  extraEnv?: Record<string, string>;
}): TProcessSpec[] {
  const { ports, databaseUrls } = options;
  const common = {
    BUS: 'kafka',
    KAFKA_BROKERS: localInfra.kafkaBrokers,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    ...options.extraEnv,
  };
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return [
    {
      name: 'catalogue',
      cwd: root,
      args: ['services/catalogue/src/server.ts'],
      env: {
        ...common,
        PORT: String(ports.catalogue),
        DATABASE_URL: databaseUrls.catalogue!,
        INTERNAL_TOKEN: devSecrets.INTERNAL_TOKEN,
        SEED_DEMO_DATA: 'true',
      },
      readyUrl: `${local(ports.catalogue)}/readyz`,
    },
    {
      name: 'account',
      cwd: root,
      args: ['services/account/src/server.ts'],
      env: {
        ...common,
        PORT: String(ports.account),
        DATABASE_URL: databaseUrls.account!,
        INTERNAL_TOKEN: devSecrets.INTERNAL_TOKEN,
        JWT_SECRET: devSecrets.JWT_SECRET,
        ADMIN_TOKEN_SECRET: devSecrets.ADMIN_TOKEN_SECRET,
        API_KEY_ENCRYPTION_KEY: devSecrets.API_KEY_ENCRYPTION_KEY,
        PUBLIC_WEB_URL: local(ports.gateway),
        SEED_DEMO_DATA: 'true',
      },
      readyUrl: `${local(ports.account)}/readyz`,
    },
    {
      name: 'docs',
      cwd: root,
      args: ['services/docs/src/server.ts'],
      env: {
        ...common,
        PORT: String(ports.docs),
        DATABASE_URL: databaseUrls.docs!,
        INTERNAL_TOKEN: devSecrets.INTERNAL_TOKEN,
        SEED_DEMO_DATA: 'true',
      },
      readyUrl: `${local(ports.docs)}/readyz`,
    },
    {
      name: 'notification',
      cwd: root,
      args: ['services/notification/src/server.ts'],
      env: {
        ...common,
        PORT: String(ports.notification),
        DATABASE_URL: databaseUrls.notification!,
        INTERNAL_TOKEN: devSecrets.INTERNAL_TOKEN,
        PUBLIC_WEB_URL: local(ports.gateway),
        ...(options.mail.transport === 'smtp'
          ? { MAIL_TRANSPORT: 'smtp', SMTP_URL: options.mail.smtpUrl }
          : { MAIL_TRANSPORT: 'mailbox', DEV_MAILBOX: 'true' }),
      },
      readyUrl: `${local(ports.notification)}/readyz`,
    },
    {
      name: 'web',
      cwd: root,
      args: ['web/server.ts'],
      env: {
        ...common,
        PORT: String(ports.web),
        API_URL: local(ports.gateway),
        SIGNING_SECRET: devSecrets.SIGNING_SECRET,
        NODE_ENV: 'production',
      },
      readyUrl: `${local(ports.web)}/healthz`,
    },
    {
      name: 'gateway',
      cwd: root,
      args: ['gateway/src/server.ts'],
      env: {
        ...common,
        PORT: String(ports.gateway),
        SIGNING_SECRET: devSecrets.SIGNING_SECRET,
        JWT_SECRET: devSecrets.JWT_SECRET,
        ADMIN_TOKEN_SECRET: devSecrets.ADMIN_TOKEN_SECRET,
        REDIS_URL: localInfra.redisUrl,
        WEB_URL: local(ports.web),
        CATALOGUE_URL: local(ports.catalogue),
        ACCOUNT_URL: local(ports.account),
        NOTIFICATION_URL: local(ports.notification),
        DOCS_URL: local(ports.docs),
      },
      readyUrl: `${local(ports.gateway)}/readyz`,
    },
  ];
}
