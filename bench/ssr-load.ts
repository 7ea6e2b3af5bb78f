/**
 * Load on the server-rendered pages with autocannon (MIT, from npm): requests per second and
 * latency (avg, p95, p99, max) of each page, one page at a time, on loopback only. The same
 * measurement bench/k6/visitor-browsing.js makes for those who run k6 themselves.
 *
 * Each page: WARM requests first, then VUS connections for DURATION s (`RATE=n` instead sends a
 * fixed n requests/s), then a 3 s pause. Requests ask as a browser does (`Accept-Encoding: br, gzip`),
 * so the gateway's compression counts. autocannon does not decompress bodies, so whether pages are
 * complete (200 with navigation menus filled, i.e. every loader call succeeded) is checked by a
 * probe that fetches the same page alongside the load (every second; every 10/RATE s, at least 1 s,
 * at a fixed rate) and decompresses it.
 *
 * One address would spend one visitor's rate budget (RATE_LIMIT_IP_PER_MINUTE, 600 by default) in
 * seconds, so requests come as VISITORS different visitors (default 1024, round robin): the
 * gateway trusts a loopback proxy's `X-Forwarded-For` (TRUSTED_PROXIES), and the addresses come
 * from 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). `VISITORS=1` sends no such
 * header (then raise RATE_LIMIT_IP_PER_MINUTE). The thresholds (p95 < 50 ms, < 1 % non-200, > 99 %
 * complete) are reported, not enforced. `SUMMARY_JSON=<file>` also writes the figures as JSON.
 *
 * Run: `npx tsx bench/ssr-load.ts` (or `npm run bench`, which weighs the pages first).
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { resultLine, resultTableHeader } from './k6/lib/result-table.js';
import { BENCH_PAGES, COMPLETE_MARKER, benchBaseUrl } from './pages.ts';

const base = benchBaseUrl();
const VUS = Number(process.env.VUS ?? 10);
const DURATION_S = Number(process.env.DURATION ?? 20);
const RATE = Number(process.env.RATE ?? 0);
const WARM_REQUESTS = Number(process.env.WARM ?? 5);
const VISITORS = Number(process.env.VISITORS ?? 1024);
const GAP_MS = 3000;
const AIM_P95_MS = 50;
const PROBE_INTERVAL_MS = RATE ? Math.max(1000, 10_000 / RATE) : 1000;
const browserHeaders = {
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'user-agent': 'matchwire-bench/autocannon',
};

/** Visitor i of VISITORS: 198.18.0.1 onwards (198.18.0.0/15, RFC 2544). */
function visitorAddress(i: number): string {
  const n = (i % VISITORS) + 1;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

let nextVisitor = 0;
function visitorHeaders(): Record<string, string> {
  return VISITORS > 1 ? { 'x-forwarded-for': visitorAddress(nextVisitor++) } : {};
}

/** As k6 computes a trend's percentile: linear between the two nearest ranks. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

async function fetchPage(path: string): Promise<{ status: number; isComplete: boolean }> {
  const response = await fetch(new URL(path, base), { headers: { ...browserHeaders, ...visitorHeaders() } });
  const html = await response.text(); // fetch decompresses Brotli and gzip
  return { status: response.status, isComplete: response.status === 200 && html.includes(COMPLETE_MARKER) };
}

/** Fetches the page every PROBE_INTERVAL_MS until stopped; returns how many probes were complete. */
function startProbe(path: string): { stop: () => Promise<{ probes: number; complete: number }> } {
  let isRunning = true;
  const done = (async () => {
    const tally = { probes: 0, complete: 0 };
    while (isRunning) {
      const started = Date.now();
      const { isComplete } = await fetchPage(path).catch(() => ({ isComplete: false }));
      tally.probes += 1;
      if (isComplete) tally.complete += 1;
      await sleep(Math.max(0, PROBE_INTERVAL_MS - (Date.now() - started)));
    }
    return tally;
  })();
  return {
    stop: () => {
      isRunning = false;
      return done;
    },
  };
}

async function measurePage(page: (typeof BENCH_PAGES)[number]) {
  for (let i = 0; i < WARM_REQUESTS; i += 1) {
    const { status } = await fetchPage(page.path);
    if (status !== 200) throw new Error(`${page.path}: HTTP ${status} (is the site running at ${base.origin}?)`);
  }
  const durations: number[] = [];
  let non200 = 0;
  const probe = startProbe(page.path);
  const instance = autocannon({
    url: new URL(page.path, base).href,
    connections: VUS,
    duration: DURATION_S,
    overallRate: RATE || undefined,
    timeout: 30,
    headers: browserHeaders,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...visitorHeaders() } }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    durations.push(ms);
    if (status !== 200) non200 += 1;
  });
  const result = await instance;
  const { probes, complete } = await probe.stop();
  const sorted = durations.sort((a, b) => a - b);
  const requests = sorted.length;
  return {
    page: page.name,
    path: page.path,
    requests,
    rps: requests / DURATION_S,
    avgMs: sorted.reduce((sum, ms) => sum + ms, 0) / requests,
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? NaN,
    // autocannon's errors (timeouts included) are requests that got no answer at all.
    failedRate: (non200 + result.errors) / Math.max(1, requests + result.errors),
    completeRate: probes ? complete / probes : NaN,
    probes,
  };
}

const out = (line = '') => process.stdout.write(`${line}\n`);

const rows = [];
for (const [index, page] of BENCH_PAGES.entries()) {
  if (index > 0) await sleep(GAP_MS);
  rows.push(await measurePage(page));
}

const load = RATE ? `${RATE} requests/s` : `${VUS} connections`;
const visitors = VISITORS > 1 ? `${VISITORS} visitor addresses` : 'one address';
out(`SSR pages, autocannon, ${load} for ${DURATION_S} s per page, ${visitors}, ${base.origin}`);
out();
out(resultTableHeader);
for (const row of rows) out(resultLine(row, AIM_P95_MS));
out(`(complete: ${rows.map((row) => `${row.page} ${row.probes}`).join(', ')} probe pages)`);

if (process.env.SUMMARY_JSON) {
  const summary = { tool: 'autocannon', vus: VUS, rate: RATE, durationS: DURATION_S, visitors: VISITORS, rows };
  writeFileSync(process.env.SUMMARY_JSON, `${JSON.stringify(summary, null, 2)}\n`);
}
