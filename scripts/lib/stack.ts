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
        REDIS_URL: localInfra.redisUrl,
        WEB_URL: local(ports.web),
        CATALOGUE_URL: local(ports.catalogue),
      },
      readyUrl: `${local(ports.gateway)}/readyz`,
    },
  ];
}
