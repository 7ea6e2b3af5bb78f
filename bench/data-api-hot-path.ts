/**
 * The data API's hot path (issue 14): an authenticated call of live scores — the key, its IP
 * whitelist, the entitlement, the frequency limit and the daily quota, then the answer the cache
 * holds for this second — measured in one run next to a bare Fastify route that returns the same
 * JSON bytes. Aim: at least half the bare route's throughput, and p99 under 5 ms at 1,000
 * requests/s. Measured against the data API itself (`DATA_API_URL`) and through the gateway
 * (`BENCH_URL`), on loopback only, with autocannon (MIT, from npm).
 *
 * The running site needs limits a load test can live with: start it with
 * `FREQUENCY_LIMIT_FACTOR=100000` (every interface's per-minute limit times that) — a key's
 * 120 calls a minute would otherwise refuse all but the first. The demo customer
 * (demo@matchwire.io, a football subscription: no daily quota) signs in through the site, reveals
 * its key and calls with it.
 *
 * Run: `FREQUENCY_LIMIT_FACTOR=100000 npm start`, then `npx tsx bench/data-api-hot-path.ts`
 * (`DURATION` seconds per measurement, 10; `CONNECTIONS` for the throughput runs, 8; `RATE` for the
 * latency runs, 1000; `--json` prints the figures as JSON).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callSite, gatewayUrl } from './site-calls.ts';

const dataApiUrl = process.env.DATA_API_URL ?? 'http://127.0.0.1:4008';
const DURATION_S = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const RATE = Number(process.env.RATE ?? 1000);
const AIM_RATIO = 0.5;
const AIM_P99_MS = 5;
const path = '/v1/football/live';

if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(new URL(dataApiUrl).origin)) {
  throw new Error(`DATA_API_URL must be on loopback, not ${dataApiUrl}`);
}

/** Signs in as the demo customer through the site and reveals its API key. */
async function demoApiKey(): Promise<string> {
  const login = await callSite(
    'POST',
    '/api/auth/login',
    { cookie: '' },
    { account: 'demo@matchwire.io', password: 'Demo1234' },
  );
  if (login.body.resultCode !== 0)
    throw new Error(`the demo customer could not sign in: ${JSON.stringify(login.body)}`);
  const revealed = await callSite<{ apiKey?: string }>(
    'POST',
    '/api/user/apiKey/reveal',
    { cookie: login.cookies },
    {},
  );
  if (!revealed.body.data?.apiKey) throw new Error(`no API key revealed: ${JSON.stringify(revealed.body)}`);
  return revealed.body.data.apiKey;
}

type TFigures = { target: string; mode: string; requestsPerSecond: number; p50: number; p99: number; non2xx: number };

async function measure(target: string, url: string, mode: 'throughput' | 'latency'): Promise<TFigures> {
  const result = await autocannon({
    url,
    duration: DURATION_S,
    connections: mode === 'throughput' ? CONNECTIONS : 16,
    ...(mode === 'latency' ? { overallRate: RATE } : {}),
  });
  return {
    target,
    mode: mode === 'throughput' ? `${CONNECTIONS} connections` : `${RATE} req/s`,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const key = await demoApiKey();
const sample = await fetch(`${dataApiUrl}${path}?key=${key}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
const limit = Number(sample.headers.get('ratelimit-limit'));
if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}: ${await sample.text()}`);
if (limit < 1_000_000) {
  console.warn(
    `RateLimit-Limit is ${limit}: start the site with FREQUENCY_LIMIT_FACTOR=100000, or most calls are refused`,
  );
}
const body = await sample.text();

// The baseline: the same bytes from a Fastify route that checks nothing, in a process of its own
// as the data API is (a server sharing the load generator's process would be favoured).
const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'body.json');
writeFileSync(bodyFile, body);
const bare = spawn(process.execPath, ['--input-type=module', '-e', bareServer(path, bodyFile)], {
  cwd: process.cwd(),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const barePort = await new Promise<number>((resolve) =>
  bare.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
);
const bareUrl = `http://127.0.0.1:${barePort}${path}`;

/** A bare Fastify serving `file` at `route`; prints its port. */
function bareServer(route: string, file: string): string {
  return [
    "import Fastify from 'fastify';",
    "import { readFileSync } from 'node:fs';",
    `const body = readFileSync(${JSON.stringify(file)}, 'utf8');`,
    'const app = Fastify({ logger: false });',
    `app.get(${JSON.stringify(route)}, async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));`,
    "const address = await app.listen({ port: 0, host: '127.0.0.1' });",
    'process.stdout.write(`${new URL(address).port}\\n`);',
  ].join('\n');
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const figures: TFigures[] = [];
for (const mode of ['throughput', 'latency'] as const) {
  figures.push(await measure('bare Fastify', bareUrl, mode));
  figures.push(await measure('data API', `${dataApiUrl}${path}?key=${key}`, mode));
  figures.push(await measure('through the gateway', `${gatewayUrl}${path}?key=${key}`, mode));
}
bare.kill();

const bareThroughput = figures.find((row) => row.target === 'bare Fastify' && row.mode.includes('connections'))!;
const rows = figures.map((row) => ({
  ...row,
  ratio: row.mode.includes('connections') ? row.requestsPerSecond / bareThroughput.requestsPerSecond : undefined,
}));
if (process.argv.includes('--json')) {
  out(JSON.stringify({ date: new Date().toISOString(), path, rows }, null, 2));
} else {
  out(`\n${path}, ${DURATION_S} s each, ${new Date().toISOString()}`);
  out('target                mode              req/s    p50 ms  p99 ms  non-2xx  × bare');
  for (const row of rows) {
    out(
      `${row.target.padEnd(22)}${row.mode.padEnd(18)}${String(row.requestsPerSecond).padStart(6)}` +
        `${String(row.p50).padStart(9)}${String(row.p99).padStart(8)}${String(row.non2xx).padStart(9)}` +
        `${row.ratio === undefined ? '' : row.ratio.toFixed(2).padStart(8)}`,
    );
  }
  const dataApi = rows.find((row) => row.target === 'data API' && row.ratio !== undefined)!;
  const dataApiLatency = rows.find((row) => row.target === 'data API' && row.ratio === undefined)!;
  out(
    `\naims: data API ≥ ${AIM_RATIO}× bare (${dataApi.ratio!.toFixed(2)}×), p99 < ${AIM_P99_MS} ms at ${RATE} req/s (${dataApiLatency.p99} ms)`,
  );
}
