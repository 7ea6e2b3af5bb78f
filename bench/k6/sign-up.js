// @ts-check
/* global __VU, __ITER */
/**
 * Journey "sign-up", for k6: a visitor opens the registration page, registers
 * (POST /api/auth/register, signed as the web client signs it) and lands on the "check your
 * inbox" page. Every iteration creates a real, unactivated customer with an address under
 * example.com (reserved, never delivered) and writes its activation mail: run it against a
 * local or staging site, never production.
 *   k6 run bench/k6/sign-up.js   (BENCH_URL, RATE, DURATION, SIGNING_SECRET)
 *
 * Rate limits: the account service allows 30 registrations an hour per source, so every
 * iteration comes from a forwarded address of its own (lib/gateway.js, iterationVisitorHeaders;
 * the gateway trusts X-Forwarded-For from loopback by default, TRUSTED_PROXIES elsewhere). Registration hashes the password on purpose slowly, hence
 * its own, looser threshold.
 */
import http from 'k6/http';
import { check, group } from 'k6';
import { Rate } from 'k6/metrics';
import { BASE_URL, apiHeaders, iterationVisitorHeaders, pageHeaders, resultCodeOf, signed } from './lib/gateway.js';
import { journeyOptions } from './lib/scenario.js';

const PASSWORD = 'Str0ngPass';
const signedUp = new Rate('sign_up_ok');

export const options = journeyOptions('signUp', {
  defaultRate: 1,
  okMetric: 'sign_up_ok',
  thresholds: { 'http_req_duration{kind:register}': ['p(95)<500'] },
});

/** @param {string} path */
function openPage(path) {
  const response = http.get(`${BASE_URL}${path}`, {
    headers: { ...pageHeaders(), ...iterationVisitorHeaders() },
    redirects: 0,
    tags: { kind: 'page', name: path.replace(/\?.*/, '') },
  });
  return check(response, { [`${path.replace(/\?.*/, '')} 200`]: (r) => r.status === 200 });
}

export default function () {
  group('sign-up', () => {
    const email = `k6.${Date.now()}.${__VU}.${__ITER}@example.com`;
    const isFormShown = openPage('/auth/register?lang=en');
    const response = http.post(
      `${BASE_URL}${signed('/api/auth/register')}`,
      JSON.stringify({ email, password: PASSWORD, lang: 'en', registerUrl: '/auth/register' }),
      { headers: { ...apiHeaders(true), ...iterationVisitorHeaders() }, tags: { kind: 'register' } },
    );
    const isRegistered = check(response, {
      'register resultCode 0': (r) => r.status === 200 && resultCodeOf(r) === 0,
    });
    const isConfirmShown = openPage(`/auth/confirm?email=${encodeURIComponent(email)}&lang=en`);
    signedUp.add(isFormShown && isRegistered && isConfirmShown);
  });
}
