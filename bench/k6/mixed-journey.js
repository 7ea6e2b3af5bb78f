// @ts-check
/* global __ENV, __VU, __ITER */
/**
 * Journey "mixed", for k6: the whole site at once, as bench/mixed-journey.ts measures it on this
 * machine — visitors browsing public pages, sign-ups, customers using the console, data-API calls
 * and ticket replies, each kind its own constant-arrival-rate scenario at RATE × its weight
 * arrivals a second, so a slow site cannot slow the load down. For machines bigger than ours:
 *   k6 run bench/k6/mixed-journey.js   (BENCH_URL, RATE, DURATION, WEIGHTS, CUSTOMERS, SIGNED_IN_SHARE,
 *                                       STAFF_EMAIL, STAFF_PASSWORD, SIGNING_SECRET)
 * RATE: arrivals a second over all kinds (default 20); DURATION: seconds (600, the aim's 10 minutes);
 * WEIGHTS: `browse=60,dataApi=20,console=10,ticket=6,signUp=4` as the Node runner's.
 * Thresholds, the aim of issue 17: under 0.1 % of requests failed (status ≥ 400, a timeout, or a
 * wrong answer) and p95 under 200 ms over every request.
 *
 * setup() makes CUSTOMERS (20) new customers as the Node runner does (register, activate from the
 * dev mailbox of `npm run stack` — so a site without DEV_MAILBOX cannot be set up —, sign in, start
 * the three sports' trials, reveal the API key, open a ticket) and signs the staff member in. It
 * writes real customers under example.com: never point it at production. Rate limits are the site's
 * defaults: visitors and sign-ups come from a forwarded address per iteration (lib/gateway.js), each
 * customer from its own, staff from 256 in turn; a trial allows 200 calls a day per sport, so
 * raise CUSTOMERS with RATE × DURATION (600 data-API calls a customer a day).
 */
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { BASE_URL, iterationVisitorHeaders, pageHeaders, resultCodeOf, signed } from './lib/gateway.js';
import { sharedOptions } from './lib/scenario.js';

const RATE = Number(__ENV.RATE || 20);
const DURATION_S = Number(__ENV.DURATION || 600);
const CUSTOMERS = Number(__ENV.CUSTOMERS || 20);
const SIGNED_IN_SHARE = Number(__ENV.SIGNED_IN_SHARE || 0.1);
const PASSWORD = 'Bench-Pass-2026';
const STAFF = {
  email: __ENV.STAFF_EMAIL || 'support@matchwire.io',
  password: __ENV.STAFF_PASSWORD || 'matchwire-dev-staff-password',
};
/** @type {Record<string, number>} */
const WEIGHTS = Object.fromEntries(
  (__ENV.WEIGHTS || 'browse=60,dataApi=20,console=10,ticket=6,signUp=4')
    .split(',')
    .map((pair) => /** @type {[string, number]} */ ([pair.split('=')[0] ?? '', Number(pair.split('=')[1])])),
);
const totalWeight = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);

// Same pages as bench/mixed-journey-steps.ts (k6 cannot import TypeScript); the product list is the pricing page.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/detail-new/football-english-premier-league-83.html' },
  { name: 'docs', path: '/docs' },
  { name: 'faq', path: '/faq' },
  { name: 'blog', path: '/blog-list' },
  { name: 'pricing', path: '/products/football' },
];
const LANGUAGES = [
  { lang: 'en', header: 'en-GB,en;q=0.9' },
  { lang: 'vi', header: 'vi-VN,vi;q=0.9,en;q=0.5' },
];
const LIVE_PATHS = ['/v1/football/live', '/v1/basketball/live', '/v1/esports/lol/live'];
const COMPLETE_MARKER = 'href="/products/detail-new/';

/** @type {Record<string, import('k6/options').Scenario>} */
const scenarios = {};
for (const [kind, weight] of Object.entries(WEIGHTS)) {
  // Per minute, so that a kind's fraction of an arrival a second is kept.
  const perMinute = Math.round((RATE * weight * 60) / totalWeight);
  if (perMinute === 0) continue;
  scenarios[kind] = {
    executor: 'constant-arrival-rate',
    exec: kind === 'console' ? 'useConsole' : kind,
    rate: perMinute,
    timeUnit: '1m',
    duration: `${DURATION_S}s`,
    preAllocatedVUs: Math.max(2, Math.ceil(perMinute / 60) * 2),
    maxVUs: Math.max(20, Math.ceil(perMinute / 60) * 20),
    tags: { kind },
  };
}

/** @type {import('k6/options').Options} */
export const options = {
  scenarios,
  setupTimeout: `${60 + CUSTOMERS * 5}s`,
  thresholds: {
    http_req_failed: ['rate<0.001'],
    http_req_duration: ['p(95)<200'],
    checks: ['rate>0.999'],
  },
  ...sharedOptions,
};

/** @typedef {{ email: string, address: string, cookies: Record<string, string>, apiKey: string, ticketId: string }} TCustomer */
/** @typedef {{ customers: TCustomer[], staffCookies: Record<string, string> }} TCast */

/** @param {string} address */
const from = (address) => ({ 'x-forwarded-for': address });

/**
 * A signed /api call as the web client makes it (form-encoded), that must answer resultCode 0 in setup.
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {{ address: string, cookies?: Record<string, string>, form?: Record<string, string> }} call
 */
function mustCall(method, path, { address, cookies = {}, form }) {
  const params = {
    headers: { 'x-requested-with': 'XMLHttpRequest', ...from(address) },
    cookies,
    tags: { kind: 'setup' },
  };
  const response =
    method === 'GET'
      ? http.get(`${BASE_URL}${signed(path)}`, params)
      : http.post(`${BASE_URL}${signed(path)}`, form ?? {}, params);
  if (response.status !== 200 || resultCodeOf(response) !== 0) {
    fail(`${method} ${path}: HTTP ${response.status} ${response.body} (is this npm run stack at ${BASE_URL}?)`);
  }
  return response;
}

/** @param {import('k6/http').RefinedResponse<import('k6/http').ResponseType | undefined>} response */
function cookiesOf(response) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const [name, values] of Object.entries(response.cookies)) if (values[0]) cookies[name] = values[0].value;
  return cookies;
}

/** @param {string} email @param {string} round */
const ticketForm = (email, round) => ({
  ticket: JSON.stringify({
    name: 'Bench Customer',
    email,
    content: `Mixed journey ticket ${round}: the live feed stops at half time.`,
    type: { typeId: 2 },
    attachment: [],
    lang: 'en',
  }),
});

/** Makes the customers and signs the staff member in; every iteration gets them. */
export function setup() {
  const runId = Date.now().toString(36);
  const staff = mustCall('POST', '/api/admin/auth/login', { address: '198.19.250.0', form: STAFF });
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `k6.${runId}.c${i}@example.com`);
  emails.forEach((email, i) =>
    mustCall('POST', '/api/auth/register', {
      address: `198.19.201.${i % 250}`,
      form: { email, password: PASSWORD, lang: 'en', registerUrl: '/auth/register' },
    }),
  );
  /** @type {Record<string, string>} */
  const tokens = {};
  for (let attempt = 0; attempt < 120 && Object.keys(tokens).length < CUSTOMERS; attempt += 1) {
    const list = mustCall('GET', '/api/dev/mailbox?limit=500', { address: '198.19.201.255' });
    const messages = /** @type {{ data: { messages: { id: string, to: string }[] } }} */ (list.json()).data.messages;
    for (const mail of messages) {
      if (!emails.includes(mail.to) || tokens[mail.to]) continue;
      const message = mustCall('GET', `/api/dev/mailbox/${mail.id}`, { address: '198.19.201.255' });
      const html = /** @type {{ data: { html: string } }} */ (message.json()).data.html;
      const token = /\/auth\/activate\?token=([^"&<\s]+)/.exec(html)?.[1];
      if (token) tokens[mail.to] = decodeURIComponent(token);
    }
    if (Object.keys(tokens).length < CUSTOMERS) sleep(0.5);
  }
  /** @type {TCustomer[]} */
  const customers = emails.map((email, i) => {
    const address = `198.19.200.${i % 256}`;
    const token = tokens[email];
    if (!token) fail(`no activation mail for ${email}`);
    mustCall('POST', '/api/auth/activate', { address, form: { token } });
    const cookies = cookiesOf(
      mustCall('POST', '/api/auth/login', { address, form: { account: email, password: PASSWORD } }),
    );
    for (const sportType of ['1', '2', '3'])
      mustCall('POST', '/api/trial/start', { address, cookies, form: { sportType, lang: 'en' } });
    const revealed = mustCall('POST', '/api/user/apiKey/reveal', { address, cookies, form: {} });
    const added = mustCall('POST', '/api/ticket/add', { address, cookies, form: ticketForm(email, '0') });
    return {
      email,
      address,
      cookies,
      apiKey: /** @type {{ data: { apiKey: string } }} */ (revealed.json()).data.apiKey,
      ticketId: String(/** @type {{ data: { ticketId: string | number } }} */ (added.json()).data.ticketId),
    };
  });
  return /** @type {TCast} */ ({ customers, staffCookies: cookiesOf(staff) });
}

/** @template T @param {T[]} items @returns {T} */
const pick = (items) => /** @type {T} */ (items[Math.floor(Math.random() * items.length)]);

/** Each iteration starts without the cookies earlier answers set: who it is comes from its own cookies. */
const freshJar = () => http.cookieJar().clear(BASE_URL);

/**
 * A page, right when 200 and every text in `mustHold` is in it.
 * @param {string} step @param {string} path @param {Record<string, string>} headers
 * @param {Record<string, string>} cookies @param {string[]} mustHold
 */
function openPage(step, path, headers, cookies, mustHold) {
  const response = http.get(`${BASE_URL}${path}`, { headers, cookies, redirects: 0, tags: { step, name: step } });
  return check(response, {
    [`${step} 200`]: (r) => r.status === 200,
    [`${step} right`]: (r) =>
      typeof r.body === 'string' && mustHold.every((text) => /** @type {string} */ (r.body).includes(text)),
  });
}

/**
 * A signed /api call, right when it answers resultCode 0.
 * @param {string} step @param {'GET' | 'POST'} method @param {string} path
 * @param {{ address: string, cookies: Record<string, string> }} caller @param {Record<string, string>} [form]
 */
function callApi(step, method, path, caller, form) {
  const params = {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': 'br, gzip', ...from(caller.address) },
    cookies: caller.cookies,
    tags: { step, name: step },
  };
  const url = `${BASE_URL}${signed(path)}`;
  const response = method === 'GET' ? http.get(url, params) : http.post(url, form ?? {}, params);
  return check(response, { [`${step} resultCode 0`]: (r) => r.status === 200 && resultCodeOf(r) === 0 });
}

/** @param {TCast} cast */
export function browse(cast) {
  freshJar();
  const page = pick(PAGES);
  const language = pick(LANGUAGES);
  const customer = Math.random() < SIGNED_IN_SHARE ? pick(cast.customers) : undefined;
  const headers = {
    ...pageHeaders(),
    'accept-language': language.header,
    ...(customer ? from(customer.address) : iterationVisitorHeaders()),
  };
  openPage(`page ${page.name}${customer ? ' (signed in)' : ''}`, page.path, headers, customer?.cookies ?? {}, [
    COMPLETE_MARKER,
    `<html lang="${language.lang}"`,
  ]);
}

export function signUp() {
  freshJar();
  const address = iterationVisitorHeaders();
  if (!openPage('page register', '/auth/register', { ...pageHeaders(), ...address }, {}, ['<form'])) return;
  const caller = { address: address['x-forwarded-for'] ?? '', cookies: {} };
  callApi('api register', 'POST', '/api/auth/register', caller, {
    email: `k6.${Date.now()}.${__VU}.${__ITER}@example.com`,
    password: PASSWORD,
    lang: 'en',
    registerUrl: '/auth/register',
  });
}

/** @param {TCast} cast */
export function useConsole(cast) {
  freshJar();
  const customer = pick(cast.customers);
  const headers = { ...pageHeaders(), ...from(customer.address) };
  if (!openPage('page console (profile)', '/user/profile', headers, customer.cookies, [customer.email])) return;
  callApi('api getUserInfo', 'GET', '/api/setting/getUserInfo', customer);
  callApi('api apiKey', 'GET', '/api/user/apiKey', customer);
  callApi('api ipWhitelist', 'GET', '/api/user/ipWhitelist', customer);
  callApi('api usage summary', 'GET', '/api/usage/summary?days=7', customer);
}

/** @param {TCast} cast */
export function dataApi(cast) {
  const n = __VU * 7919 + __ITER;
  const customer = /** @type {TCustomer} */ (cast.customers[n % cast.customers.length]);
  const path = /** @type {string} */ (LIVE_PATHS[Math.floor(n / cast.customers.length) % LIVE_PATHS.length]);
  const response = http.get(`${BASE_URL}${path}?key=${customer.apiKey}`, {
    headers: { 'accept-encoding': 'gzip', ...from(customer.address) },
    tags: { step: 'data API live', name: 'data API live' },
  });
  check(response, { 'data API live resultCode 0': (r) => r.status === 200 && resultCodeOf(r) === 0 });
}

/** A customer's reply on their ticket or the staff member's, in turn. @param {TCast} cast */
export function ticket(cast) {
  freshJar();
  const customer = pick(cast.customers);
  const content = `Reply at ${new Date().toISOString()}: still looking into it.`;
  if (__ITER % 2 === 0) {
    const staff = { address: `198.19.250.${__ITER % 256}`, cookies: cast.staffCookies };
    callApi('api staff reply', 'POST', `/api/admin/tickets/${customer.ticketId}/reply`, staff, { content });
  } else {
    const operation = { ticketId: customer.ticketId, content, attachment: [] };
    callApi('api customer reply', 'POST', '/api/ticket/reply', customer, {
      ticketOperation: JSON.stringify(operation),
    });
  }
}
