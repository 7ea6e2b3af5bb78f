/**
 * Whole site (issue 17): a mixed journey through the gateway — visitors browsing public pages,
 * sign-ups, customers using the console, data-API calls and ticket replies (bench/mixed-journey-steps.ts)
 * — as an open model: arrivals at a fixed total rate, each of a kind drawn by weight, started on
 * time whether or not earlier ones have been answered, so a slow site cannot slow the load down.
 * Aim: 10 minutes with failures < 0.1 % and p95 < 200 ms over every request.
 *
 *   npx tsx bench/mixed-journey.ts --find-rate [--start 20] [--factor 1.25] [--step-seconds 60]
 *     steps the rate up until a step fails the aim; prints each step and the highest rate that held
 *   npx tsx bench/mixed-journey.ts --rate 60 --minutes 10
 *     holds one rate
 * Options: --weights browse=60,dataApi=20,console=10,ticket=6,signUp=4 (arrivals per kind, any
 * scale); --signed-in-share 0.1 (page views by signed-in customers, rendered for them);
 * --customers n (default: enough trials for the run's data-API calls); --timeout-ms 5000;
 * --max-in-flight 2000 (beyond it an arrival is not sent, and counted failed); --warm-seconds 20 (a
 * first period at the first rate, not counted); --json <file>.
 *
 * Runs against `npm run stack` (BENCH_URL, default http://localhost:3000; loopback only) with its
 * default rate limits: visitors come from `--visitors` (4096) forwarded addresses, customers are
 * many accounts (per-user budget 1200 a minute) made before the load (bench/mixed-journey-cast.ts),
 * sign-ups each from a new address (registration is limited per source), staff calls over 256
 * addresses; the gateway trusts X-Forwarded-For from loopback. Nothing is raised.
 * A rate is arrivals a second; a console arrival is five requests, a sign-up two, the rest one.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  checkActivationMails,
  checkUnreadCounts,
  makeCustomers,
  signInStaff,
  TRIAL_CALLS_PER_DAY,
  TRIAL_SPORTS,
} from './mixed-journey-cast.ts';
import { ARRIVALS, KINDS, type TJourneyContext, type TKind } from './mixed-journey-steps.ts';
import { figuresTable, Tally, type TStepFigures } from './mixed-journey-tally.ts';
import { startCpuWatch } from './process-cpu.ts';
import { gatewayUrl } from './site-calls.ts';

const AIM_FAILED_RATE = 0.001;
const AIM_P95_MS = 200;

const { values: args } = parseArgs({
  options: {
    'find-rate': { type: 'boolean', default: false },
    rate: { type: 'string' },
    minutes: { type: 'string', default: '10' },
    start: { type: 'string', default: '20' },
    factor: { type: 'string', default: '1.25' },
    'max-steps': { type: 'string', default: '12' },
    'step-seconds': { type: 'string', default: '60' },
    'warm-seconds': { type: 'string', default: '20' },
    weights: { type: 'string', default: 'browse=60,dataApi=20,console=10,ticket=6,signUp=4' },
    'signed-in-share': { type: 'string', default: '0.1' },
    customers: { type: 'string' },
    visitors: { type: 'string', default: '4096' },
    'timeout-ms': { type: 'string', default: '5000' },
    'max-in-flight': { type: 'string', default: '2000' },
    json: { type: 'string' },
  },
});

const weights = Object.fromEntries(
  args.weights.split(',').map((pair) => {
    const [kind, weight] = pair.split('=');
    if (!KINDS.includes(kind as TKind)) throw new Error(`--weights: unknown kind ${kind} (${KINDS.join(', ')})`);
    return [kind, Number(weight)];
  }),
) as Partial<Record<TKind, number>>;
const totalWeight = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
const share = (kind: TKind) => (weights[kind] ?? 0) / totalWeight;

/** Smooth weighted round robin (as nginx's upstreams): every kind gets its exact share, evenly spread. */
function kindPicker(): () => TKind {
  const current = new Map<TKind, number>(KINDS.map((kind) => [kind, 0]));
  return () => {
    let best: TKind = KINDS[0];
    for (const kind of KINDS) {
      current.set(kind, current.get(kind)! + (weights[kind] ?? 0));
      if (current.get(kind)! > current.get(best)!) best = kind;
    }
    current.set(best, current.get(best)! - totalWeight);
    return best;
  };
}

const stepSeconds = Number(args['step-seconds']);
const isFinding = args['find-rate'];
const plan: number[] = isFinding
  ? Array.from({ length: Number(args['max-steps']) }, (_, i) =>
      Math.round(Number(args.start) * Number(args.factor) ** i),
    )
  : [Number(args.rate)];
if (!isFinding && !(plan[0]! > 0)) throw new Error('give --rate n (arrivals a second) or --find-rate');
const seconds = isFinding ? stepSeconds : Number(args.minutes) * 60;

// Enough customers that the run's data-API calls stay within their trials' daily calls (with a margin).
const plannedDataCalls = plan.reduce((sum, rate) => sum + rate * share('dataApi') * seconds, 0);
const customerCount =
  Number(args.customers ?? 0) ||
  Math.max(20, Math.ceil(plannedDataCalls / (TRIAL_CALLS_PER_DAY * TRIAL_SPORTS.length * 0.8)));

const out = (line = '') => process.stdout.write(`${line}\n`);
const runId = `${Date.now().toString(36)}`;
out(
  `mixed journey ${runId} against ${gatewayUrl}: weights ${args.weights}, signed-in page views ${args['signed-in-share']}`,
);
out(
  `setting up ${customerCount} customers (register, activate, sign in, three trials, API key, a ticket) and the staff member…`,
);
const setupStarted = Date.now();
const staff = await signInStaff();
const customers = await makeCustomers(runId, customerCount);
out(`set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`);

const baseContext: Omit<TJourneyContext, 'tally'> = {
  customers,
  staff,
  runId,
  timeoutMs: Number(args['timeout-ms']),
  signedInShare: Number(args['signed-in-share']),
  visitors: Number(args.visitors),
  signedUp: [],
};
const maxInFlight = Number(args['max-in-flight']);
const nextKind = kindPicker();

type TPeriod = {
  rate: number;
  startedAt: string;
  seconds: number;
  arrivals: Record<string, number>;
  cpu: { name: string; cores: number }[];
  steps: TStepFigures[];
  total: TStepFigures;
};

/** `rate` arrivals a second for `duration` s; then waits for the answers still due (up to the timeout). */
async function runPeriod(rate: number, duration: number): Promise<TPeriod> {
  const context: TJourneyContext = { ...baseContext, tally: new Tally() };
  const arrivals: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const startedAt = new Date();
  const cpuWatch = startCpuWatch();
  const start = performance.now();
  let launched = 0;
  let lastReport = start;
  for (;;) {
    const elapsed = performance.now() - start;
    if (elapsed >= duration * 1000) break;
    const due = Math.floor((elapsed / 1000) * rate);
    for (; launched < due; launched += 1) {
      const kind = nextKind();
      arrivals[kind] = (arrivals[kind] ?? 0) + 1;
      if (inFlight.size >= maxInFlight) {
        context.tally.record(`arrival ${kind}`, undefined, 'not sent');
        continue;
      }
      const arrival = ARRIVALS[kind](context).finally(() => inFlight.delete(arrival));
      inFlight.add(arrival);
    }
    if (performance.now() - lastReport > 15_000) {
      lastReport = performance.now();
      const { total } = context.tally.figures();
      process.stderr.write(
        `  ${(elapsed / 1000).toFixed(0)} s: ${total.requests} requests, ${total.failed} failed, p95 ${total.p95.toFixed(1)} ms, ${inFlight.size} in flight\n`,
      );
    }
    await sleep(2);
  }
  const cpu = cpuWatch.stop();
  await Promise.all(inFlight);
  const { steps, total } = context.tally.figures();
  for (const example of context.tally.examples.slice(0, 5)) process.stderr.write(`  e.g. ${example}\n`);
  return {
    rate,
    startedAt: startedAt.toISOString(),
    seconds: duration,
    arrivals,
    cpu,
    steps,
    total,
  };
}

const isHeld = (period: TPeriod) => period.total.failedRate < AIM_FAILED_RATE && period.total.p95 < AIM_P95_MS;

function printPeriod(period: TPeriod): void {
  out();
  out(
    `${period.rate} arrivals/s for ${period.seconds} s from ${period.startedAt}: ${isHeld(period) ? 'held' : 'NOT held'} ` +
      `(failures ${(period.total.failedRate * 100).toFixed(3)} % < 0.1 %, p95 ${period.total.p95.toFixed(1)} ms < ${AIM_P95_MS} ms)`,
  );
  const busiest = period.cpu.slice(0, 12).map((row) => `${row.name} ${(row.cores * 100).toFixed(0)}`);
  out(`CPU, % of one core (2 cores in all): ${busiest.join(', ')}`);
  out(
    `arrivals: ${Object.entries(period.arrivals)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
  for (const line of figuresTable(period, period.seconds)) out(line);
}

// A fresh stack's first requests fill the page cache and warm the JIT: not counted.
if (Number(args['warm-seconds']) > 0) {
  const warm = await runPeriod(plan[0]!, Number(args['warm-seconds']));
  out(`\nwarm-up: ${warm.total.requests} requests at ${plan[0]} arrivals/s, ${warm.total.failed} failed (not counted)`);
}

const periods: TPeriod[] = [];
for (const rate of plan) {
  out(`\n→ ${rate} arrivals/s for ${seconds} s`);
  const period = await runPeriod(rate, seconds);
  periods.push(period);
  printPeriod(period);
  if (isFinding && !isHeld(period)) break;
}

if (isFinding) {
  const held = periods.filter(isHeld).at(-1);
  out();
  out('find-rate: rate   requests/s   failed    p95 ms   p99 ms  held');
  for (const period of periods) {
    out(
      `           ${String(period.rate).padStart(4)} ${(period.total.requests / period.seconds).toFixed(1).padStart(12)}` +
        `${`${(period.total.failedRate * 100).toFixed(3)}%`.padStart(9)}${period.total.p95.toFixed(1).padStart(10)}` +
        `${period.total.p99.toFixed(1).padStart(9)}  ${isHeld(period) ? 'yes' : 'no'}`,
    );
  }
  out(held ? `highest rate that held: ${held.rate} arrivals/s` : 'no rate held');
}
// Events: every staff reply counted once in its customer's unread count, every sign-up mailed.
const unread = await checkUnreadCounts(customers);
const mails = await checkActivationMails(baseContext.signedUp);
out();
out(
  `events: unread counts of ${unread.customers} customers after ${unread.staffReplies} staff replies: ` +
    (unread.mismatches.length === 0
      ? 'all as expected'
      : `${unread.mismatches.length} wrong (${unread.mismatches.slice(0, 3).join('; ')})`),
);
out(
  `events: activation mails of the last ${mails.checked} of ${baseContext.signedUp.length} sign-ups: ` +
    (mails.missing.length === 0 ? 'all written' : `${mails.missing.length} missing`),
);
if (args.json) {
  const summary = { runId, weights, customers: customerCount, periods, events: { unread, mails } };
  writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
}
