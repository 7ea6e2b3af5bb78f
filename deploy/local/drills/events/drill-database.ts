import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { databaseNames } from '@matchwire/devinfra/database-names';
import { createDatabase, type TDatabase } from '@matchwire/kit/db/database';
import { createEventTables, type TEventTables } from '@matchwire/kit/bus/event-tables';
import { ChangeKind, createEvent, encodeEnvelope } from '@matchwire/proto';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pgSchema } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * A private database for one drill run on the shared PostgreSQL, one schema per producing service
 * as production provisions it (role `svc_<name>` owning schema `<name>`), each with the kit's real
 * outbox and inbox (`createEventTables`, DDL by drizzle-kit as the kit's tests make it) and the
 * drill consumer's effect table, where applying an event twice shows as `applied = 2`.
 */
export type TDrillDatabase = {
  name: string;
  superuserUrl: string;
  /** Each service's own connection URL (its role, its schema on the search path). */
  urls: Record<string, string>;
  drop(): Promise<void>;
};

export const superuserUrl =
  process.env.DRILL_SUPERUSER_URL ?? process.env.TEST_SUPERUSER_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

export function eventTablesOf(service: string): TEventTables {
  return createEventTables(pgSchema(databaseNames(service).schema));
}

export async function createDrillDatabase(services: string[]): Promise<TDrillDatabase> {
  process.env.TEST_SUPERUSER_URL = superuserUrl;
  const database = await createTestDatabase(services);
  for (const service of services) {
    const tables = eventTablesOf(service);
    const db = connect(database.urls[service]!);
    try {
      for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...tables }))) {
        if (!/^\s*CREATE SCHEMA/i.test(statement)) await db.$client.query(statement);
      }
      await db.$client.query(`create table drill_effects (event_id text primary key, applied integer not null)`);
      await db.$client.query(
        `create table drill_redeliveries (event_id text not null, at timestamptz not null default now())`,
      );
    } finally {
      await db.$client.end();
    }
  }
  return {
    name: new URL(database.urls[services[0]!]!).pathname.slice(1),
    superuserUrl,
    urls: database.urls,
    drop: () => database.drop(),
  };
}

export function connect(url: string, max = 4): TDatabase<Record<string, unknown>> {
  return createDatabase(url, {}, { max, applicationName: 'event-drill' });
}

/** One drill event: a real envelope (its id is what the consumer's inbox and effect table key on). */
export function drillEnvelope(service: string, key: string): { eventId: string; envelope: Uint8Array } {
  const event = createEvent(
    'catalogue.product-changed.v1',
    { productId: 1, change: ChangeKind.UPDATED, sportType: 1, englishName: 'drill', status: 1 },
    { source: `drill_${databaseNames(service).schema}`, key },
  );
  return { eventId: event.id, envelope: encodeEnvelope(event) };
}

/**
 * Writes `count` events to a service's outbox in one statement (one transaction), on `topic`
 * (the outbox's event type is the topic the relay publishes to: a drill publishes to its own).
 */
export async function enqueueDrillEvents(
  client: pg.Pool | pg.Client,
  service: string,
  topic: string,
  count: number,
  keys = 16,
): Promise<void> {
  const schema = databaseNames(service).schema;
  const ids: string[] = [];
  const envelopes: Buffer[] = [];
  const eventKeys: string[] = [];
  for (let index = 0; index < count; index++) {
    const key = `k${index % keys}`;
    const { eventId, envelope } = drillEnvelope(service, key);
    ids.push(eventId);
    envelopes.push(Buffer.from(envelope));
    eventKeys.push(key);
  }
  await client.query(
    `insert into ${schema}.outbox (event_id, event_type, event_key, envelope)
     select id, $4, key, envelope from unnest($1::text[], $2::text[], $3::bytea[]) as t(id, key, envelope)`,
    [ids, eventKeys, envelopes, topic],
  );
}
