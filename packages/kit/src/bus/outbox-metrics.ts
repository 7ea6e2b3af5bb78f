import { Gauge, type Registry } from 'prom-client';
import type { TDatabase } from '../db/database.ts';
import type { TEventTables } from './event-tables.ts';
import { readOutboxBacklog, type TOutboxBacklog } from './outbox-store.ts';

/**
 * The outbox backlog as Prometheus gauges, read from the table at scrape time (every replica
 * reports the same table, so rules take the max per service): rows waiting to be published, rows
 * parked after too many failed attempts, and the age of the oldest waiting row. The alert rules
 * are in deploy/k8s/components/monitoring.
 */
export function registerOutboxMetrics(
  registry: Registry,
  db: TDatabase<Record<string, unknown>>,
  tables: TEventTables,
): void {
  let reading: Promise<TOutboxBacklog | undefined> | undefined;
  // One query per scrape for the three gauges; while the database is unreachable they keep their
  // last value and /metrics still answers.
  const backlog = () => {
    reading ??= readOutboxBacklog(db, tables)
      .catch(() => undefined)
      .finally(() => setTimeout(() => (reading = undefined), 0));
    return reading;
  };
  const show = async (gauge: Gauge, pick: (backlog: TOutboxBacklog) => number) => {
    const current = await backlog();
    if (current) gauge.set(pick(current));
  };
  new Gauge({
    name: 'outbox_pending_rows',
    help: 'Outbox rows not yet published (parked rows excluded)',
    registers: [registry],
    async collect() {
      await show(this, (current) => current.pending);
    },
  });
  new Gauge({
    name: 'outbox_parked_rows',
    help: 'Outbox rows parked after too many failed publish attempts; an operator must release them',
    registers: [registry],
    async collect() {
      await show(this, (current) => current.parked);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox row not yet published (0 when none waits)',
    registers: [registry],
    async collect() {
      await show(this, (current) => current.oldestPendingAgeSeconds);
    },
  });
}
