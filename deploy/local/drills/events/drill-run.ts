import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDrillDatabase, type TDrillDatabase } from './drill-database.ts';
import { createDrillTopic, deleteDrillTopic } from './drill-topic.ts';
import { formatLedgers, isClean, settledLedgers, type TLedger } from './ledger.ts';

/** The Kafka the drills publish to (the shared one: each run has its own topics and consumer groups). */
export const drillBrokers = (
  process.env.DRILL_KAFKA_BROKERS ??
  process.env.TEST_KAFKA_BROKERS ??
  '127.0.0.1:19092'
).split(',');

export type TDrillResult = {
  name: string;
  ledgers: TLedger[];
  /** Nothing lost, nothing applied twice, and no failure the drill counted (`failures`). */
  isClean: boolean;
  notes: string[];
};

/** The drill's name, what happened, and the ledger table. */
export function formatDrillResult(result: TDrillResult): string {
  return [`${result.name}: ${result.notes.join('; ')}`, formatLedgers(result.ledgers)].join('\n');
}

/** What every drill shares: its private database and topics, and the ledger at the end. */
export type TDrillRun = {
  database: TDrillDatabase;
  admin: pg.Pool;
  run: string;
  topicOf(service: string): string;
  /** DRILL_SERVICES for a drill node running these services (`url` rewritten, e.g. to a proxy). */
  nodeServices(services: string[], url?: (url: string) => string): string;
  log(line: string): void;
  notes: string[];
  /** Failures besides the ledger's (a refused request, a recovery that never came). */
  failures: number;
  finish(options?: { timeoutMs?: number }): Promise<TDrillResult>;
};

export async function withDrillRun(
  name: string,
  services: string[],
  drill: (run: TDrillRun) => Promise<TDrillResult>,
): Promise<TDrillResult> {
  const runId = randomBytes(4).toString('hex');
  const topicOf = (service: string) => `drill.${name}.${runId}.${service}`;
  const database = await createDrillDatabase(services);
  const admin = new pg.Pool({
    connectionString: database.urls[services[0]!]!.replace(/\/\/[^@]+@/, '//postgres@'),
    max: 2,
  });
  const notes: string[] = [];
  const startedAt = Date.now();
  const log = (line: string) =>
    console.log(`[${new Date().toISOString().slice(11, 19)} +${Math.round((Date.now() - startedAt) / 1000)}s] ${line}`);
  try {
    for (const service of services) await createDrillTopic(drillBrokers, topicOf(service));
    const run: TDrillRun = {
      database,
      admin,
      run: runId,
      topicOf,
      nodeServices: (names, rewrite = (url) => url) =>
        JSON.stringify(
          names.map((service) => ({ service, url: rewrite(database.urls[service]!), topic: topicOf(service) })),
        ),
      log,
      notes,
      failures: 0,
      async finish(options = {}) {
        const ledgers = await settledLedgers(admin, services, {
          brokers: drillBrokers,
          topicOf,
          timeoutMs: options.timeoutMs ?? 60_000,
        });
        return { name, ledgers, isClean: isClean(ledgers) && run.failures === 0, notes };
      },
    };
    return await drill(run);
  } finally {
    await admin.end();
    for (const service of services) await deleteDrillTopic(drillBrokers, topicOf(service));
    await database.drop();
  }
}
