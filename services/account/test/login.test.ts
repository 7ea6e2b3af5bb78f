/**
 * Sign-in refusals with the SPEC texts, locked and unactivated accounts, throttling per account
 * and source and per source (more in throttling.test.ts), and the demo account of the seed. Real PostgreSQL, in-memory bus.
 */
import { injectForm } from '@matchwire/devinfra/inject-form';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountUnderTest,
  useAccountUnderTest,
  sessionFrom,
  signUp,
  viaGateway,
} from './support/account-under-test.ts';

const under = useAccountUnderTest();

beforeAll(async () => {
  await signUp(under.service, 'judy@example.com', 'Judy1234');
});

function query(sql: string, params: unknown[] = []) {
  return under.service.deps.db.$client.query(sql, params);
}

/** A sign-in from a browser at `ip`, forwarded by the gateway (a trusted loopback proxy). */
function logIn(account: string, password: string, ip: string) {
  return under.service.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('sign-in refusals', () => {
  it('uses the texts of the spec', async () => {
    expect((await logIn('nobody@example.com', 'Secret123', '198.18.1.1')).json()).toEqual({
      resultCode: 11011,
      resultInfo: 'email unregistered',
    });
    expect((await logIn('judy@example.com', 'Wrong123', '198.18.1.1')).json()).toEqual({
      resultCode: 11015,
      resultInfo: 'incorrect password',
    });
    const invalid = await logIn('judy@', 'Judy1234', '198.18.1.1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().resultInfo).toContain('Invalid email');
    const missing = await under.service.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'judy@example.com' },
    });
    expect(missing.json().resultInfo).toContain('This field is required');
  });

  it('accepts a form-encoded body', async () => {
    const response = await injectForm(
      under.service.app,
      '/api/auth/login',
      'account=judy%40example.com&password=Judy1234&loginUrl=https%3A%2F%2Fmatchwire.io',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a locked user (11013) and an unactivated one (11014), but only with the right password', async () => {
    const { userId } = await signUp(under.service, 'mallory@example.com', 'Mallory1');
    await query('update account.users set is_locked = true where user_id = $1', [userId]);
    expect((await logIn('mallory@example.com', 'Mallory1', '198.18.2.1')).json()).toEqual({
      resultCode: 11013,
      resultInfo: 'User locked',
    });
    expect((await logIn('mallory@example.com', 'Nope1234', '198.18.2.1')).json().resultCode).toBe(11015);

    await under.service.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'oscar@example.com', password: 'Oscar123' },
    });
    expect((await logIn('oscar@example.com', 'Oscar123', '198.18.2.1')).json()).toEqual({
      resultCode: 11014,
      resultInfo: 'email unactivated',
    });
  });

  it('ends the session of a user locked after signing in', async () => {
    const { userId, session } = await signUp(under.service, 'peggy@example.com', 'Peggy123');
    await query('update account.users set is_locked = true where user_id = $1', [userId]);
    const response = await under.service.app.inject({
      method: 'GET',
      url: '/api/auth/userCheckLogin',
      headers: viaGateway(session),
    });
    expect(response.json().resultCode).toBe(11008);
  });
});

describe('throttling', () => {
  it('refuses the 6th attempt on an account from the same source after 5 failures, even with the right password', async () => {
    await signUp(under.service, 'trent@example.com', 'Trent123');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await logIn('trent@example.com', `Wrong${attempt}xx`, '198.18.3.1')).json().resultCode).toBe(11015);
    }
    const refused = await logIn('trent@example.com', 'Trent123', '198.18.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      resultCode: 10006,
      resultInfo: 'Too many failed attempts, please try again in 15 minutes',
    });
    // An unknown address is throttled alike, so the refusal tells nothing about the account.
    for (let attempt = 1; attempt <= 5; attempt++) await logIn('ghost@example.com', 'Wrong123', '198.18.5.1');
    expect((await logIn('ghost@example.com', 'Wrong123', '198.18.5.1')).json().resultInfo).toBe(
      'Too many failed attempts, please try again in 15 minutes',
    );

    // Once the 15-minute window is over, the right password works again.
    await query(
      `update account.throttle_counters set window_started_at = window_started_at - interval '15 minutes' where subject like 'trent@example.com%'`,
    );
    expect((await logIn('trent@example.com', 'Trent123', '198.18.3.1')).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    await signUp(under.service, 'victor@example.com', 'Victor12');
    for (let attempt = 1; attempt <= 4; attempt++) await logIn('victor@example.com', 'Wrong123', '198.18.6.1');
    expect((await logIn('victor@example.com', 'Victor12', '198.18.6.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await logIn('victor@example.com', 'Wrong123', '198.18.6.1');
    expect((await logIn('victor@example.com', 'Victor12', '198.18.6.1')).statusCode).toBe(200);
  });

  it('refuses an IP after 30 failures across accounts', async () => {
    const ip = '198.18.7.7';
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await logIn(`user${attempt}@example.com`, 'Wrong123', ip)).json().resultCode).toBe(11011);
    }
    expect((await logIn('judy@example.com', 'Judy1234', ip)).json().resultCode).toBe(10006);
    // The same account from another address is fine.
    expect((await logIn('judy@example.com', 'Judy1234', '198.18.7.8')).statusCode).toBe(200);
  });

  it('takes the client IP from X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await under.service.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'judy@example.com', password: 'Judy1234' },
      headers: { 'x-forwarded-for': '198.18.7.7' },
      remoteAddress: '203.0.113.50',
    });
    expect(untrusted.statusCode).toBe(200);
  });
});

describe('demo data', () => {
  it('seeds an activated demo user with its fixed id and an API key, once', async () => {
    const response = await logIn('demo@matchwire.io', 'Demo1234', '198.18.8.1');
    expect(response.statusCode).toBe(200);
    const info = await under.service.app.inject({
      method: 'GET',
      url: '/api/setting/getUserInfo',
      headers: viaGateway(sessionFrom(response)),
    });
    expect(info.json().data.apiKey).toMatch(/^mw_live_••••/);

    const { service: second, bus: secondBus } = await buildAccountUnderTest(under.databaseUrl);
    try {
      await second.start();
    } finally {
      await second.stop();
      await secondBus.close();
    }
    const { rows } = await query(`select user_id from account.users where email = 'demo@matchwire.io'`);
    // The fixed id of seed/demo-users.json, by which billing's seed gives the demo customer its plans.
    expect(rows).toEqual([{ user_id: 'd3e0d3e0-0000-4000-8000-000000000001' }]);
    const keys = await query(
      `select count(*)::int as n from account.api_keys k join account.users u using (user_id) where u.email = 'demo@matchwire.io'`,
    );
    expect(keys.rows[0].n).toBe(1);
  });
});
