// @ts-check
/* global __ENV */
/**
 * Journey "visitor browsing", for k6: requests per second and latency (p95, p99) of the
 * server-rendered pages a visitor opens — home, a product page, docs — one page at a time.
 * `npm run bench` makes the same measurement with autocannon (bench/ssr-load.ts); this script is
 * for those who run k6 themselves:
 *   k6 run bench/k6/visitor-browsing.js   (BENCH_URL, VUS, DURATION, RATE, WARM, SUMMARY_JSON)
 *
 * Each page gets its own scenario (VUS virtual users for DURATION s, one after another, a short
 * pause between) so the figures do not mix; `RATE=n` sends a fixed n requests/s per page instead.
 * setup() warms each page first. 10 users from one address spend a visitor's rate budget (600 a
 * minute) in seconds: raise RATE_LIMIT_IP_PER_MINUTE on the site, or set VISITORS=1 (lib/gateway.js).
 * Thresholds (the aim p95 < 50 ms, < 1 % errors, > 99 % complete pages) make k6 exit 99 when crossed.
 */
import http from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';
import { BASE_URL, pageHeaders } from './lib/gateway.js';
import { resultLine, resultTableHeader } from './lib/result-table.js';
import { sharedOptions } from './lib/scenario.js';

const VUS = Number(__ENV.VUS || 10);
const DURATION_S = Number(__ENV.DURATION || 20);
/** RATE=n: a fixed n requests per second per page (light load) instead of VUS looping users. */
const RATE = Number(__ENV.RATE || 0);
const GAP_S = 3;
const WARM_REQUESTS = Number(__ENV.WARM || 5);
const AIM_P95_MS = 50;
/**
 * A page is "complete" when it is 200 and its navigation menus hold product links, i.e. the
 * loaders' API calls succeeded (a failed loader call still renders a 200 page with empty menus).
 */
const COMPLETE_MARKER = 'href="/products/detail-new/';
const complete = new Rate('page_complete');

// Same list as bench/pages.ts (k6 cannot import TypeScript).
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/detail-new/football-english-premier-league-83.html' },
  { name: 'docs', path: '/docs' },
];

/** @type {Record<string, import('k6/options').Scenario>} */
const scenarios = {};
/** @type {Record<string, string[]>} */
const thresholds = {};
PAGES.forEach((page, index) => {
  const timing = {
    duration: `${DURATION_S}s`,
    startTime: `${index * (DURATION_S + GAP_S)}s`,
    gracefulStop: '5s',
    exec: 'visit',
    env: { PAGE: page.name },
    tags: { page: page.name },
  };
  scenarios[page.name] = RATE
    ? { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', preAllocatedVUs: VUS, ...timing }
    : { executor: 'constant-vus', vus: VUS, ...timing };
  thresholds[`http_req_duration{page:${page.name}}`] = [`p(95)<${AIM_P95_MS}`];
  thresholds[`http_reqs{page:${page.name}}`] = ['count>0'];
  thresholds[`http_req_failed{page:${page.name}}`] = ['rate<0.01'];
  thresholds[`page_complete{page:${page.name}}`] = ['rate>0.99'];
});

/** @type {import('k6/options').Options} */
export const options = {
  scenarios,
  thresholds,
  ...sharedOptions,
};

/** Asked as a browser asks: the gateway compresses pages for it, and that work belongs in the figures. */
const params = () => ({ headers: pageHeaders(), redirects: 0 });

/** Warm-up: every page a few times, untagged, so the measured runs start warm. */
export function setup() {
  for (const page of PAGES) {
    for (let i = 0; i < WARM_REQUESTS; i += 1) {
      const response = http.get(`${BASE_URL}${page.path}`, { ...params(), tags: { page: 'warm-up' } });
      if (i === 0 && response.status !== 200) {
        throw new Error(`${page.path}: HTTP ${response.status} (is the site running at ${BASE_URL}?)`);
      }
    }
  }
}

export function visit() {
  const page = PAGES.find((candidate) => candidate.name === __ENV.PAGE);
  if (!page) throw new Error(`unknown page ${__ENV.PAGE}`);
  const response = http.get(`${BASE_URL}${page.path}`, params());
  const isComplete = check(response, {
    'status is 200': (r) => r.status === 200,
    'menus filled (loaders succeeded)': (r) => typeof r.body === 'string' && r.body.includes(COMPLETE_MARKER),
  });
  complete.add(isComplete);
}

/**
 * The part of k6's end-of-test summary data this script reads.
 * @typedef {{ metrics: Record<string, { values: Record<string, number> } | undefined> }} TSummaryData
 */

/**
 * One line per page: requests per second over its own run, latency percentiles, errors.
 * @param {TSummaryData} data
 */
export function handleSummary(data) {
  const lines = [
    `SSR pages, k6, ${RATE ? `${RATE} requests/s` : `${VUS} virtual users`} for ${DURATION_S} s per page, ${BASE_URL}`,
    '',
    resultTableHeader,
  ];
  const rows = PAGES.map((page) => {
    const metric = (/** @type {string} */ name) => data.metrics[`${name}{page:${page.name}}`]?.values ?? {};
    const duration = metric('http_req_duration');
    const count = metric('http_reqs').count ?? 0;
    return {
      page: page.name,
      path: page.path,
      requests: count,
      rps: count / DURATION_S,
      avgMs: duration.avg,
      p95Ms: duration['p(95)'],
      p99Ms: duration['p(99)'],
      maxMs: duration.max,
      failedRate: metric('http_req_failed').rate ?? 0,
      completeRate: metric('page_complete').rate ?? 0,
    };
  });
  for (const row of rows) lines.push(resultLine(row, AIM_P95_MS));
  lines.push('');
  /** @type {Record<string, string>} */
  const result = { stdout: `${lines.join('\n')}\n` };
  if (__ENV.SUMMARY_JSON) {
    result[__ENV.SUMMARY_JSON] = JSON.stringify({ vus: VUS, rate: RATE, durationS: DURATION_S, rows }, null, 2);
  }
  return result;
}
