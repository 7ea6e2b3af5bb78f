import { developmentSecrets } from '@matchwire/kit/config/development-values';

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

/** Services that own a schema; the gateway and web own none. */
export const databaseServices = ['catalogue', 'account', 'notification', 'docs'];

/** The workloads that serve health, readiness and metrics on an operational port of their own. */
export type TOpsWorkload = 'gateway' | 'catalogue' | 'account' | 'docs' | 'notification';

/**
 * Public ports, and `ops`: the operational ports (`/healthz`, `/readyz`, `/metrics`) of the gateway
 * and the services — one each, also in `npm start`, where they all share one process. The web
 * server has none: it serves only its own `/healthz`, on its port.
 */
export type TPorts = {
  gateway: number;
  web: number;
  catalogue: number;
  account: number;
  docs: number;
  notification: number;
  ops: Record<TOpsWorkload, number>;
};
export const devPorts: TPorts = {
  gateway: 3000,
  web: 3100,
  catalogue: 4001,
  account: 4002,
  docs: 4005,
  notification: 4007,
  ops: { gateway: 9300, catalogue: 9401, account: 9402, docs: 9405, notification: 9407 },
};
export const testPorts: TPorts = {
  gateway: 3900,
  web: 3901,
  catalogue: 3911,
  account: 3912,
  docs: 3915,
  notification: 3917,
  ops: { gateway: 3950, catalogue: 3961, account: 3962, docs: 3965, notification: 3967 },
};

/** The SMTP catcher `npm test` runs for the notification service, and its HTTP API for tests. */
export const testMail = { smtpPort: 3925, httpPort: 3926 };
/** The test run's trace collector (scripts/lib/trace-catcher.ts): OTLP/HTTP in, one trace out to tests. */
export const testTraces = { port: 3927 };
