// @ts-check
/* global __ENV */
/**
 * Journey "console use", for k6: a signed-in customer opens the console — profile page, the
 * calls its scripts make (who am I, account details, API key summary, IP whitelist), then the
 * account settings page. Read-only: it never rotates the key or changes the whitelist.
 *   k6 run bench/k6/console-use.js   (BENCH_URL, RATE, DURATION, EMAIL, PASSWORD, SIGNING_SECRET)
 *
 * setup() signs in once (POST /api/auth/login, the demo customer `npm start` seeds by default)
 * and every iteration sends that session's cookies; /api calls are signed as the web client signs
 * them (lib/gateway.js). One iteration spends 6 of the customer's budget (RATE_LIMIT_USER_PER_MINUTE,
 * 1200 a minute by default), so the default 2 iterations/s stays under it; beyond about 3/s raise it.
 */
import http from 'k6/http';
import { check, fail, group } from 'k6';
import { Rate } from 'k6/metrics';
import { BASE_URL, apiHeaders, pageHeaders, resultCodeOf, signed } from './lib/gateway.js';
import { journeyOptions } from './lib/scenario.js';

const EMAIL = __ENV.EMAIL || 'demo@matchwire.io';
const PASSWORD = __ENV.PASSWORD || 'Demo1234';
const consoleOk = new Rate('console_ok');

export const options = journeyOptions('console', {
  defaultRate: 2,
  okMetric: 'console_ok',
  thresholds: { 'http_req_duration{kind:api}': ['p(95)<50'] },
});

/** @typedef {{ cookies: Record<string, string> }} TSession */

/** Signs in once; the session's cookies are handed to every iteration. */
export function setup() {
  const response = http.post(signed('/api/auth/login'), JSON.stringify({ account: EMAIL, password: PASSWORD }), {
    headers: apiHeaders(true),
    tags: { kind: 'login' },
  });
  if (response.status !== 200 || resultCodeOf(response) !== 0) {
    fail(`sign-in as ${EMAIL} failed: HTTP ${response.status} ${response.body} (is the site running at ${BASE_URL}?)`);
  }
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const [name, [value]] of Object.entries(http.cookieJar().cookiesForURL(BASE_URL))) {
    if (value) cookies[name] = value;
  }
  if (!cookies.jwt) fail('sign-in answered without a jwt cookie');
  return /** @type {TSession} */ ({ cookies });
}

/**
 * @param {string} path
 * @param {TSession} session
 */
function openPage(path, session) {
  const response = http.get(`${BASE_URL}${path}`, {
    headers: pageHeaders(),
    cookies: session.cookies,
    redirects: 0,
    tags: { kind: 'page', name: path },
  });
  // A signed-out visitor is redirected to /auth/login; a signed-in one sees their address.
  return check(response, {
    [`${path} 200`]: (r) => r.status === 200,
    [`${path} signed in`]: (r) => typeof r.body === 'string' && r.body.includes(EMAIL),
  });
}

/**
 * @param {string} path
 * @param {TSession} session
 */
function callApi(path, session) {
  const response = http.get(`${BASE_URL}${signed(path)}`, {
    headers: apiHeaders(),
    cookies: session.cookies,
    tags: { kind: 'api', name: path },
  });
  return check(response, { [`${path} resultCode 0`]: (r) => r.status === 200 && resultCodeOf(r) === 0 });
}

/** @param {TSession} session */
export default function (session) {
  group('console', () => {
    const results = [
      openPage('/user/profile', session),
      callApi('/api/auth/userCheckLogin', session),
      callApi('/api/setting/getUserInfo', session),
      callApi('/api/user/apiKey', session),
      callApi('/api/user/ipWhitelist', session),
      openPage('/user/accountSettings', session),
    ];
    consoleOk.add(results.every(Boolean));
  });
}
