import { developmentSecrets } from '@matchwire/kit/config/development-values';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';

/** Where `npm test` (scripts/run-tests.ts) started the stack; defaults match its test ports. */
export const testEnv = {
  gatewayUrl: process.env.TEST_GATEWAY_URL ?? 'http://127.0.0.1:3900',
  /** The gateway's operational port: /healthz, /readyz, /metrics (never routed by the ingress). */
  gatewayOpsUrl: process.env.TEST_GATEWAY_OPS_URL ?? 'http://127.0.0.1:3950',
  /** The services' operational ports, by name. */
  serviceOpsUrls: {
    catalogue: process.env.TEST_CATALOGUE_OPS_URL ?? 'http://127.0.0.1:3961',
    account: process.env.TEST_ACCOUNT_OPS_URL ?? 'http://127.0.0.1:3962',
    docs: process.env.TEST_DOCS_OPS_URL ?? 'http://127.0.0.1:3965',
    notification: process.env.TEST_NOTIFICATION_OPS_URL ?? 'http://127.0.0.1:3967',
    'data-api': process.env.TEST_DATA_API_OPS_URL ?? 'http://127.0.0.1:3968',
  },
  catalogueUrl: process.env.TEST_CATALOGUE_URL ?? 'http://127.0.0.1:3911',
  accountUrl: process.env.TEST_ACCOUNT_URL ?? 'http://127.0.0.1:3912',
  docsUrl: process.env.TEST_DOCS_URL ?? 'http://127.0.0.1:3915',
  notificationUrl: process.env.TEST_NOTIFICATION_URL ?? 'http://127.0.0.1:3917',
  dataApiUrl: process.env.TEST_DATA_API_URL ?? 'http://127.0.0.1:3918',
  mailApiUrl: process.env.TEST_MAIL_API_URL ?? 'http://127.0.0.1:3926',
  /** The trace collector the stack exports to (scripts/lib/trace-catcher.ts): `GET /traces/<id>`. */
  tracesApiUrl: process.env.TEST_TRACES_API_URL ?? 'http://127.0.0.1:3927',
  catalogueDatabaseUrl:
    process.env.TEST_CATALOGUE_DATABASE_URL ?? 'postgres://svc_catalogue:catalogue_dev@127.0.0.1:55432/matchwire_test',
  accountDatabaseUrl:
    process.env.TEST_ACCOUNT_DATABASE_URL ?? 'postgres://svc_account:account_dev@127.0.0.1:55432/matchwire_test',
  notificationDatabaseUrl:
    process.env.TEST_NOTIFICATION_DATABASE_URL ??
    'postgres://svc_notification:notification_dev@127.0.0.1:55432/matchwire_test',
  billingDatabaseUrl:
    process.env.TEST_BILLING_DATABASE_URL ?? 'postgres://svc_billing:billing_dev@127.0.0.1:55432/matchwire_test',
  kafkaBrokers: (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:19092').split(','),
  signingSecret: process.env.SIGNING_SECRET ?? 'matchwire-dev-signing-secret',
  jwtSecret: process.env.JWT_SECRET ?? 'matchwire-dev-jwt-secret',
  /** Tests call services' `/internal/*` routes as the back office or the data API would (docs/decisions/0010). */
  asBackoffice: internalCallerHeaders(
    'backoffice',
    process.env.INTERNAL_SECRET_BACKOFFICE ?? developmentSecrets.INTERNAL_SECRET_BACKOFFICE,
  ),
  asCatalogue: internalCallerHeaders(
    'catalogue',
    process.env.INTERNAL_SECRET_CATALOGUE ?? developmentSecrets.INTERNAL_SECRET_CATALOGUE,
  ),
  asDataApi: internalCallerHeaders(
    'data-api',
    process.env.INTERNAL_SECRET_DATA_API ?? developmentSecrets.INTERNAL_SECRET_DATA_API,
  ),
  webServerToken: process.env.WEB_SERVER_TOKEN ?? 'matchwire-dev-web-server-token',
  rateLimitPerIp: Number(process.env.TEST_RATE_LIMIT_IP_PER_MINUTE ?? 500),
  /** The gateway's default (scripts/run-tests.ts leaves RATE_LIMIT_USER_PER_MINUTE unset). */
  rateLimitPerUser: Number(process.env.TEST_RATE_LIMIT_USER_PER_MINUTE ?? 1200),
};
