/**
 * One billing service per test file on a fresh database (schemas billing and catalogue), with the
 * real catalogue in the same process on a free port (its CATALOGUE_URL), a clock the file moves, and
 * helpers to call it as a signed-in customer or an internal caller.
 */
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { buildServiceUnderTest, useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { TBusMessage } from '@matchwire/kit/bus/event-bus';
import { internalCallerHeaders, type TInternalCaller } from '@matchwire/kit/internal-callers';
import { decodeEnvelope, decodePayload, encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import pg from 'pg';
import { expect } from 'vitest';
import { buildBillingService, type TBillingService } from '../../src/app.ts';
import { loadBillingConfig } from '../../src/config.ts';
import { buildCatalogueInProcess, catalogueSecrets, type TCatalogueInProcess } from './catalogue-in-process.ts';

/** The secrets of billing's internal callers in tests. */
export const billingCallerSecrets = {
  'data-api': 'billing-test-data-api-secret',
  backoffice: 'billing-test-backoffice-secret',
  animation: 'billing-test-animation-secret',
} as const satisfies Partial<Record<TInternalCaller, string>>;
export const asBillingCaller = (caller: keyof typeof billingCallerSecrets) =>
  internalCallerHeaders(caller, billingCallerSecrets[caller]);

/** The gateway's signed assertion that `userId` (with `email`) is signed in, for billing. */
export function asUser(userId: string, email = `${userId}@example.com`): Record<string, string> {
  return asserted('billing', { userId, email });
}

// Answers are read as loosely as `inject().json()` reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = any;
export type TAnswer = { status: number; body: { resultCode: number; resultInfo: string; data?: TJson } };

/** An event's payload as plain fields (without protobuf's `$typeName`). */
function plainPayload(envelope: TEnvelope): Record<string, unknown> {
  const { $typeName: _typeName, ...fields } = decodePayload(envelope) as Record<string, unknown>;
  return fields;
}

/** Billing started after its catalogue, stopped before it. */
type TBillingWithCatalogue = TBillingService & { catalogue: TCatalogueInProcess };

export type TBillingTestFile = {
  service: () => TBillingWithCatalogue;
  catalogue: () => TCatalogueInProcess;
  setNow: (now: Date | string) => void;
  now: () => Date;
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** The catalogue's database, for setting up what its routes cannot (a config key never set). */
  catalogueQuery: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  get: (url: string, headers?: Record<string, string>) => Promise<TAnswer>;
  post: (url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) => Promise<TAnswer>;
  inject: (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => Promise<TAnswer>;
  /** The events of `type` in the outbox (published or not), oldest first, decoded. */
  outboxEvents: (type: string) => Promise<{ key: string; payload: Record<string, unknown> }[]>;
  /** What the service published on the captured topics so far: `{ type, key, payload }`, in order. */
  published: () => { type: string; key: string; payload: Record<string, unknown> }[];
  /** Waits until `count` messages of `type` were published (the relay runs after the commit). */
  waitForPublished: (type: string, count: number) => Promise<void>;
  /** Puts another service's events on the bus, as its outbox relay would, for billing's consumers. */
  deliver: (...events: TEnvelope[]) => Promise<void>;
};

/** `env`: billing's own settings over the test defaults; `capturedTopics`: the event types to collect. */
export function useBillingTestFile(
  options: { env?: Record<string, string>; capturedTopics?: string[]; start?: Date | string } = {},
): TBillingTestFile {
  let now = new Date(options.start ?? '2026-03-02T09:00:00Z');
  const under = useServiceUnderTest(
    'billing',
    async (databaseUrl) => {
      const catalogue = await buildCatalogueInProcess(under.databaseUrls.catalogue!);
      const { service, bus } = await buildServiceUnderTest({
        name: 'billing',
        databaseUrl,
        loadConfig: loadBillingConfig,
        build: (parts) => buildBillingService({ ...parts, clock: () => now }),
        env: {
          CATALOGUE_URL: catalogue.url,
          INTERNAL_SECRET_BILLING: catalogueSecrets.billing,
          INTERNAL_SECRET_DATA_API: billingCallerSecrets['data-api'],
          INTERNAL_SECRET_BACKOFFICE: billingCallerSecrets.backoffice,
          INTERNAL_SECRET_ANIMATION: billingCallerSecrets.animation,
          GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
          SEED_DEMO_DATA: 'true',
          // Tests drive the scheduler with runOnce(); its own loop only makes a pass at start.
          BILLING_SCHEDULER_INTERVAL_MS: String(60 * 60_000),
          ...options.env,
        },
      });
      const withCatalogue: TBillingWithCatalogue = {
        ...service,
        catalogue,
        async start() {
          await catalogue.start();
          await service.start();
        },
        async stop() {
          await service.stop();
          await catalogue.stop();
        },
      };
      return { service: withCatalogue, bus };
    },
    { otherSchemas: ['catalogue'], capturedTopics: options.capturedTopics },
  );

  const decoded = (message: TBusMessage) => {
    const envelope = decodeEnvelope(message.value);
    return { type: envelope.type, key: message.key, payload: plainPayload(envelope) };
  };
  const inject = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const response = await under.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() } as TAnswer;
  };

  return {
    service: () => under.service,
    catalogue: () => under.service.catalogue,
    setNow: (value) => {
      now = new Date(value);
    },
    now: () => now,
    query: (sql, params = []) => under.service.deps.db.$client.query(sql, params),
    catalogueQuery: async (sql, params = []) => {
      const client = new pg.Client({ connectionString: under.databaseUrls.catalogue });
      await client.connect();
      try {
        return await client.query(sql, params);
      } finally {
        await client.end();
      }
    },
    get: (url, headers = {}) => inject('GET', url, headers),
    post: (url, payload, headers = {}) => inject('POST', url, headers, payload),
    inject,
    outboxEvents: async (type) => {
      const { rows } = await under.service.deps.db.$client.query(
        'select event_key, envelope from billing.outbox where event_type = $1 order by sequence',
        [type],
      );
      return rows.map((row: { event_key: string; envelope: Buffer }) => ({
        key: row.event_key,
        payload: plainPayload(decodeEnvelope(row.envelope)),
      }));
    },
    published: () => under.published.map(decoded),
    waitForPublished: async (type, count) => {
      await expect
        .poll(() => under.published.map(decoded).filter((event) => event.type === type).length, { timeout: 5000 })
        .toBeGreaterThanOrEqual(count);
    },
    deliver: (...events) =>
      under.bus.publish(events.map((event) => ({ topic: event.type, key: event.key, value: encodeEnvelope(event) }))),
  };
}
