/**
 * The outage drill of docs/decisions/0012 on the full stack (`npm run stack`): Kafka stopped for
 * 5 minutes and, at the start of it, Redis for 1 minute, while visitors keep loading pages, reading
 * the API, logging in and registering. Prints what it measured: every request's outcome and
 * latency by phase, and whether every registration's activation mail arrived once Kafka was back.
 *
 *   npx tsx deploy/local/drills/outage-drill.ts [--base-url http://localhost:3000]
 *     [--kafka-minutes 5] [--redis-minutes 1] [--rounds-per-second 1]
 *
 * It stops and starts the local servers with deploy/local/infra.sh: never run it while `npm test`
 * runs (the tests share those servers). Exits 1 when any request failed or any mail is missing.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { developmentSecrets } from '@matchwire/kit/config/development-values';
import { signUrl } from '@matchwire/signing';
import { summarise, visitOnce, type TOutcome } from './outage/visitor-load.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    'kafka-minutes': { type: 'string', default: '5' },
    'redis-minutes': { type: 'string', default: '1' },
    // One round registers one customer: at 1 a second the outage's mails fit the mailbox's newest 500.
    'rounds-per-second': { type: 'string', default: '1' },
  },
});
const baseUrl = values['base-url'].replace(/\/$/, '');
const kafkaMs = Number(values['kafka-minutes']) * 60_000;
const redisMs = Number(values['redis-minutes']) * 60_000;
const roundEveryMs = 1000 / Number(values['rounds-per-second']);
const infra = path.resolve(import.meta.dirname, '../infra.sh');
const load = {
  baseUrl,
  signingSecret: process.env.SIGNING_SECRET ?? developmentSecrets.SIGNING_SECRET,
  login: { account: 'demo@matchwire.io', password: 'Demo1234' },
  registeredEmails: [] as string[],
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const server = (action: 'start' | 'stop', name: 'kafka' | 'redis') => {
  log(`${action} ${name}`);
  execFileSync('bash', [infra, action, name], { stdio: ['ignore', 'ignore', 'inherit'] });
};

/** Visits until `until` resolves, one round every `roundEveryMs`, and returns every outcome. */
async function visitDuring(until: Promise<unknown>): Promise<TOutcome[]> {
  const outcomes: TOutcome[] = [];
  let isDone = false;
  void until.finally(() => (isDone = true));
  const inFlight: Promise<void>[] = [];
  while (!isDone) {
    inFlight.push(visitOnce(load).then((round) => void outcomes.push(...round)));
    await sleep(roundEveryMs);
  }
  await Promise.all(inFlight);
  return outcomes;
}

/** The recipients of the newest 500 mails in the dev mailbox (npm run stack keeps every mail there). */
async function mailedAddresses(): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}${await signUrl('/api/dev/mailbox?limit=500', load.signingSecret)}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (response.status !== 200)
    throw new Error(`the dev mailbox answered ${response.status} (npm run stack enables it)`);
  const body = (await response.json()) as { data: { messages: { to: string }[] } };
  return new Set(body.data.messages.map((mail) => mail.to));
}

const report: string[] = [];
const phase = async (name: string, work: () => Promise<unknown>) => {
  const outcomes = await visitDuring(work());
  report.push(`\n${name}`, ...summarise(outcomes).map((line) => `  ${line}`));
  return outcomes;
};

const all: TOutcome[] = [];
all.push(...(await phase('before (30 s)', () => sleep(30_000))));
const registeredBefore = load.registeredEmails.length;
server('stop', 'kafka');
const kafkaStoppedAt = Date.now();
all.push(
  ...(await phase(`Kafka and Redis down (${redisMs / 1000} s)`, async () => {
    server('stop', 'redis');
    await sleep(redisMs);
    server('start', 'redis');
  })),
);
all.push(...(await phase('Kafka down, Redis back', () => sleep(Math.max(0, kafkaMs - (Date.now() - kafkaStoppedAt))))));
const registeredDuringOutage = load.registeredEmails.slice(registeredBefore);
server('start', 'kafka');
const kafkaBackAt = Date.now();
all.push(...(await phase('after (60 s)', () => sleep(60_000))));

let missing = registeredDuringOutage;
while (missing.length > 0 && Date.now() - kafkaBackAt < 5 * 60_000) {
  const mailed = await mailedAddresses();
  missing = missing.filter((email) => !mailed.has(email));
  if (missing.length > 0) await sleep(2000);
}
const failed = all.filter((outcome) => !outcome.isOk).length;
console.log(report.join('\n'));
console.log(
  `\n${all.length} requests, ${failed} failed; ${registeredDuringOutage.length} registrations during the outage, ` +
    `${registeredDuringOutage.length - missing.length} activation mails arrived ` +
    `(all within ${Math.round((Date.now() - kafkaBackAt) / 1000)} s of Kafka's return)` +
    (missing.length > 0 ? `; MISSING: ${missing.join(', ')}` : ''),
);
process.exit(failed === 0 && missing.length === 0 ? 0 : 1);
