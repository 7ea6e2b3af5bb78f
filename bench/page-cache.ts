/**
 * The rendered-page cache (docs/decisions/0022) side by side with a full render, per page, with
 * autocannon on loopback: requests per second, p50 and p99.
 *
 * - `cached`: every request the same anonymous page in English; after the first, the gateway
 *   answers from its page cache (`x-cache: hit`) without asking the web server.
 * - `rendered`: the same page with a query parameter the page does not read and a new value each
 *   request, which the web server renders for that request alone and no cache keeps: what every
 *   anonymous view cost before the page cache (and what a signed-in visitor's view costs).
 *
 * Each: WARM requests, then CONNECTIONS connections for DURATION s, 2 s apart. Requests come from
 * VISITORS different addresses (198.18.0.0/15, as bench/ssr-load.ts) so that one visitor's rate
 * budget does not cap the run; the gateway trusts a loopback proxy's X-Forwarded-For. Each row names
 * the one-minute load average before and after it and when it began: a figure from a busy machine
 * says so. On two cores, pin the gateway and this process apart (`taskset -apc 0 <gateway pid>`,
 * `taskset -c 1 npx tsx bench/page-cache.ts`), as bench/README.md's page-cache figures were taken.
 *
 *   npx tsx bench/page-cache.ts   (BENCH_URL, default http://localhost:3000; CONNECTIONS=4, DURATION=15;
 *   MODES=cached for the kept pages alone)
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { BENCH_PAGES, benchBaseUrl } from './pages.ts';

const base = benchBaseUrl();
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DURATION_S = Number(process.env.DURATION ?? 15);
const WARM = Number(process.env.WARM ?? 5);
const VISITORS = Number(process.env.VISITORS ?? 4096);
const MODES = (process.env.MODES ?? 'cached,rendered').split(',') as ('cached' | 'rendered')[];
const browser = {
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'accept-language': 'en',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
};

let request = 0;
function visitor(): string {
  const n = (request++ % VISITORS) + 1;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

function pathFor(path: string, mode: 'cached' | 'rendered'): string {
  if (mode === 'cached') return path;
  return `${path}${path.includes('?') ? '&' : '?'}bench-render=${request}`;
}

async function warm(path: string, mode: 'cached' | 'rendered'): Promise<string | null> {
  let cache: string | null = null;
  for (let i = 0; i < WARM; i++) {
    const response = await fetch(new URL(pathFor(path, mode), base), {
      headers: { ...browser, 'x-forwarded-for': visitor() },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    cache = response.headers.get('x-cache');
    if (mode === 'cached' && cache !== 'hit') await sleep(200);
  }
  return cache;
}

async function measure(path: string, mode: 'cached' | 'rendered') {
  const lastCache = await warm(path, mode);
  const result = await autocannon({
    url: base.origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (params) => ({
          ...params,
          path: pathFor(path, mode),
          headers: { ...browser, 'x-forwarded-for': visitor() },
        }),
      },
    ],
  });
  return { lastCache, result };
}

const out = (line: string) => process.stdout.write(`${line}\n`);

out(`page cache vs render: ${base.origin}, ${CONNECTIONS} connections × ${DURATION_S} s per row`);
out(
  '| page | served | requests/s | p50 | p99 | non-2xx | errors | x-cache after warm-up | load, 1 min (before → after) | at (UTC) |',
);
out('|---|---|---|---|---|---|---|---|---|---|');
const load = () => loadavg()[0]!.toFixed(1);
for (const page of BENCH_PAGES) {
  for (const mode of MODES) {
    const [loadBefore, startedAt] = [load(), new Date().toISOString().slice(11, 19)];
    const { lastCache, result } = await measure(page.path, mode);
    out(
      `| ${page.name} | ${mode} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} | ${lastCache ?? '–'} | ${loadBefore} → ${load()} | ${startedAt} |`,
    );
    await sleep(2000);
  }
}
