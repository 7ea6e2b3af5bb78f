import { databaseNames } from '@matchwire/devinfra/database-names';
import { Kafka, logLevel } from 'kafkajs';
import type pg from 'pg';

/**
 * What a drill counts for one producing service: events committed to its outbox (sent), published
 * by the relay, copies on the Kafka topic, applied by the consumer (delivered: effect rows of
 * those ids), never applied (lost), applied more than once (duplicated), and redeliveries the
 * inbox absorbed.
 */
export type TLedger = {
  service: string;
  sent: number;
  published: number;
  onKafka: number;
  delivered: number;
  lost: number;
  duplicated: number;
  absorbed: number;
};

export async function readLedger(client: pg.Pool | pg.Client, service: string): Promise<Omit<TLedger, 'onKafka'>> {
  const schema = databaseNames(service).schema;
  const { rows } = await client.query<Record<string, string>>(`
    select
      (select count(*) from ${schema}.outbox) as sent,
      (select count(*) from ${schema}.outbox where published_at is not null) as published,
      (select count(*) from ${schema}.outbox o join ${schema}.drill_effects e using (event_id)) as delivered,
      (select coalesce(sum(e.applied - 1), 0) from ${schema}.outbox o join ${schema}.drill_effects e using (event_id)) as duplicated,
      (select count(*) from ${schema}.drill_redeliveries) as absorbed`);
  const row = rows[0]!;
  const sent = Number(row.sent);
  const delivered = Number(row.delivered);
  return {
    service,
    sent,
    published: Number(row.published),
    delivered,
    lost: sent - delivered,
    duplicated: Number(row.duplicated),
    absorbed: Number(row.absorbed),
  };
}

/** Messages on a topic (sum of its partitions' high watermarks): more than `published` means the relay sent some twice. */
export async function countTopicMessages(brokers: string[], topic: string): Promise<number> {
  const admin = new Kafka({ clientId: 'event-drill-ledger', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(topic);
    return offsets.reduce((total, partition) => total + Number(partition.high) - Number(partition.low), 0);
  } finally {
    await admin.disconnect();
  }
}

/** Every service's ledger, once everything sent has been applied or `timeoutMs` has passed. */
export async function settledLedgers(
  client: pg.Pool | pg.Client,
  services: string[],
  options: { brokers: string[]; topicOf: (service: string) => string; timeoutMs: number },
): Promise<TLedger[]> {
  const deadline = Date.now() + options.timeoutMs;
  let ledgers = await Promise.all(services.map((service) => readLedger(client, service)));
  while (ledgers.some((ledger) => ledger.lost > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ledgers = await Promise.all(services.map((service) => readLedger(client, service)));
  }
  return Promise.all(
    ledgers.map(async (ledger) => ({
      ...ledger,
      onKafka: await countTopicMessages(options.brokers, options.topicOf(ledger.service)),
    })),
  );
}

/** The table a drill prints, one line per service and a total. */
export function formatLedgers(ledgers: TLedger[]): string {
  const total = ledgers.reduce(
    (sum, ledger) => ({
      service: 'total',
      sent: sum.sent + ledger.sent,
      published: sum.published + ledger.published,
      onKafka: sum.onKafka + ledger.onKafka,
      delivered: sum.delivered + ledger.delivered,
      lost: sum.lost + ledger.lost,
      duplicated: sum.duplicated + ledger.duplicated,
      absorbed: sum.absorbed + ledger.absorbed,
    }),
    { service: 'total', sent: 0, published: 0, onKafka: 0, delivered: 0, lost: 0, duplicated: 0, absorbed: 0 },
  );
  const columns = ['service', 'sent', 'published', 'onKafka', 'delivered', 'lost', 'duplicated', 'absorbed'] as const;
  const rows = [...ledgers, ...(ledgers.length > 1 ? [total] : [])];
  const width = (column: (typeof columns)[number]) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells: (column: (typeof columns)[number]) => string) =>
    columns.map((column) => cells(column).padStart(width(column))).join('  ');
  return [line((column) => column), ...rows.map((row) => line((column) => String(row[column])))].join('\n');
}

export function isClean(ledgers: TLedger[]): boolean {
  return ledgers.every((ledger) => ledger.lost === 0 && ledger.duplicated === 0);
}

/**
 * Waits until every event committed before `before` has been applied, in every service; answers
 * how long that took from `since` (the recovery time), or undefined after `timeoutMs`.
 */
export async function waitUntilAppliedBefore(
  client: pg.Pool | pg.Client,
  services: string[],
  options: { before: Date; since: number; timeoutMs: number },
): Promise<number | undefined> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    const waiting = await Promise.all(
      services.map(async (service) => {
        const schema = databaseNames(service).schema;
        const { rows } = await client.query<{ waiting: string }>(
          `select count(*) as waiting from ${schema}.outbox o
           where o.created_at <= $1 and not exists (select 1 from ${schema}.drill_effects e where e.event_id = o.event_id)`,
          [options.before],
        );
        return Number(rows[0]!.waiting);
      }),
    );
    if (waiting.every((count) => count === 0)) return Date.now() - options.since;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}
