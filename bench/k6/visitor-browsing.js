/* global __ENV */
/**
 * k6 load script: requests per second and latency (p95, p99) of the server-rendered pages, one
 * page at a time, on loopback only. Run through `npm run bench` (bench/run.sh), or directly:
 *   .local/bin/k6 run bench/ssr-pages.js   (BENCH_URL, VUS, DURATION to change the defaults)
 *
 * Each page gets its own scenario (VUS virtual users for DURATION, one after another, a short
 * pause between) so the figures do not mix. setup() warms each page first. The aim (p95 < 50 ms)
 * is a threshold: reported in the summary, not enforced (bench/run.sh ignores k6's exit code 99).
 */
import http from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';

const BASE_URL = (__ENV.BENCH_URL || 'http://localhost:3000').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 10);
const DURATION_S = Number(__ENV.DURATION || 20);
/** RATE=n: a fixed n requests per second per page (light load) instead of VUS looping users. */
const RATE = Number(__ENV.RATE || 0);
const GAP_S = 3;
const WARM_REQUESTS = Number(__ENV.WARM || 5);
const AIM_P95_MS = 50;
/**
 * A page is "complete" when it is 200 and its navigation menus hold product links, i.e. the
 * loaders' API calls succeeded. A failed loader call still renders a 200 page with empty menus
 * (web/README.md), so status alone would hide it.
 */
const COMPLETE_MARKER = 'href="/products/detail-new/';
const complete = new Rate('page_complete');

// Same list as bench/pages.ts (k6 cannot import TypeScript).
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/detail-new/football-english-premier-league-83.html' },
  { name: 'docs', path: '/docs' },
];

const host = BASE_URL.replace(/^https?:\/\//, '').replace(/[:/].*$/, '');
if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
  throw new Error(`BENCH_URL must point at localhost or 127.0.0.1, got ${host}`);
}

const scenarios = {};
const thresholds = {};
PAGES.forEach((page, index) => {
  const load = RATE
    ? { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', preAllocatedVUs: VUS }
    : { executor: 'constant-vus', vus: VUS };
  scenarios[page.name] = {
    ...load,
    duration: `${DURATION_S}s`,
    startTime: `${index * (DURATION_S + GAP_S)}s`,
    gracefulStop: '5s',
    exec: 'visit',
    env: { PAGE: page.name },
    tags: { page: page.name },
  };
  // Thresholds on the per-page sub-metrics make k6 report them; none aborts the run.
  thresholds[`http_req_duration{page:${page.name}}`] = [`p(95)<${AIM_P95_MS}`];
  thresholds[`http_reqs{page:${page.name}}`] = ['count>0'];
  thresholds[`http_req_failed{page:${page.name}}`] = ['rate<0.01'];
  thresholds[`page_complete{page:${page.name}}`] = ['rate>0.99'];
});

export const options = {
  scenarios,
  thresholds,
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  userAgent: 'matchwire-bench/k6',
};

// As a browser asks: the gateway compresses pages for it, and that work belongs in the figures.
const params = { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' }, redirects: 0 };

/** Warm-up: every page a few times, untagged, so the measured runs start warm. */
export function setup() {
  for (const page of PAGES) {
    for (let i = 0; i < WARM_REQUESTS; i += 1) {
      const response = http.get(`${BASE_URL}${page.path}`, { ...params, tags: { page: 'warm-up' } });
      if (i === 0 && response.status !== 200) {
        throw new Error(`${page.path}: HTTP ${response.status} (is the site running at ${BASE_URL}?)`);
      }
    }
  }
}

export function visit() {
  const page = PAGES.find((candidate) => candidate.name === __ENV.PAGE);
  const response = http.get(`${BASE_URL}${page.path}`, params);
  const ok = check(response, {
    'status is 200': (r) => r.status === 200,
    'menus filled (loaders succeeded)': (r) => typeof r.body === 'string' && r.body.includes(COMPLETE_MARKER),
  });
  complete.add(ok);
}

const fixed = (value, digits = 1) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');

/** One line per page: requests per second over its own run, latency percentiles, errors. */
export function handleSummary(data) {
  const lines = [
    `SSR pages, ${RATE ? `${RATE} requests/s` : `${VUS} virtual users`} for ${DURATION_S} s per page, ${BASE_URL}`,
    '',
    'page      requests   req/s     avg ms   p95 ms   p99 ms   max ms   non-200 complete  p95 aim',
  ];
  const rows = [];
  for (const page of PAGES) {
    const duration = data.metrics[`http_req_duration{page:${page.name}}`];
    const requests = data.metrics[`http_reqs{page:${page.name}}`];
    const failed = data.metrics[`http_req_failed{page:${page.name}}`];
    const completed = data.metrics[`page_complete{page:${page.name}}`];
    const count = requests ? requests.values.count : 0;
    const values = duration ? duration.values : {};
    const row = {
      page: page.name,
      path: page.path,
      requests: count,
      rps: count / DURATION_S,
      avgMs: values.avg,
      p95Ms: values['p(95)'],
      p99Ms: values['p(99)'],
      maxMs: values.max,
      failedRate: failed ? failed.values.rate : null,
      completeRate: completed ? completed.values.rate : null,
    };
    rows.push(row);
    lines.push(
      [
        page.name.padEnd(8),
        String(count).padStart(8),
        fixed(row.rps).padStart(8),
        fixed(row.avgMs).padStart(10),
        fixed(row.p95Ms).padStart(8),
        fixed(row.p99Ms).padStart(8),
        fixed(row.maxMs).padStart(8),
        `${fixed((row.failedRate ?? 0) * 100, 1)}%`.padStart(7),
        `${fixed((row.completeRate ?? 0) * 100, 1)}%`.padStart(8),
        `  ${row.p95Ms < AIM_P95_MS ? 'met' : 'missed'} (< ${AIM_P95_MS} ms)`,
      ].join(' '),
    );
  }
  lines.push('');
  const result = { stdout: `${lines.join('\n')}\n` };
  if (__ENV.SUMMARY_JSON) {
    result[__ENV.SUMMARY_JSON] = JSON.stringify({ vus: VUS, rate: RATE, durationS: DURATION_S, rows }, null, 2);
  }
  return result;
}
