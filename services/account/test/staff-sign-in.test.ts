/**
 * Staff sign-in (docs/decisions/0019): its own cookie and sessions, the demo staff member of the
 * seed, refusals that do not say who is staff, the customer login's throttle, an audit row per
 * attempt, and the gateway's session check. Real PostgreSQL, in-memory bus.
 */
import { assertedStaff } from '@matchwire/devinfra/gateway-identity';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { createStaffTokenVerifier } from '@matchwire/kit/staff-session';
import { createVerifier } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../src/seed/seed-demo-staff.ts';
import { accountClient, asCaller, buildAccountUnderTest, jwtSecret } from './support/account-under-test.ts';

const staffPassword = 'staff-test-password-1234';
const under = useServiceUnderTest('account', (databaseUrl) =>
  buildAccountUnderTest(databaseUrl, { DEMO_STAFF_PASSWORD: staffPassword }),
);

/** A staff sign-in from a browser at `ip`, forwarded by the gateway (a trusted loopback proxy). */
const client = accountClient(() => under.service);
const signIn = (email: string, password: string, ip: string) =>
  client.post(
    '/api/admin/auth/login',
    { email, password },
    { 'x-forwarded-for': ip, 'user-agent': 'staff-test-browser' },
  );

async function auditOf(email: string): Promise<{ outcome: string; ip: string; user_agent: string }[]> {
  const { rows } = await client.query(
    'SELECT outcome, ip, user_agent FROM account.staff_sign_ins WHERE email = $1 ORDER BY at',
    [email],
  );
  return rows;
}

const verifyStaffToken = createStaffTokenVerifier(jwtSecret);

beforeAll(async () => {
  const { rows } = await client.query('SELECT password_hash FROM account.staff_members WHERE email = $1', [
    demoStaff.email,
  ]);
  await client.query(
    `INSERT INTO account.staff_members (email, display_name, password_hash, role_id, is_active)
     VALUES ('gone@matchwire.io', 'Gone', $1, 'support', false)`,
    [rows[0].password_hash],
  );
});

describe('staff sign-in', () => {
  it('signs the seeded staff member in with a strict, HttpOnly staff cookie naming a live session', async () => {
    const answer = await signIn(demoStaff.email, staffPassword, '198.51.100.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      email: demoStaff.email,
      name: 'Support',
      role: 'Support',
      isSuper: false,
      permissions: ['ticket:read', 'ticket:reply', 'ticket:assign', 'ticket:manage'],
    });
    const cookie = answer.cookies.find((each) => each.name === 'staff_jwt')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 8 * 60 * 60 });
    expect(answer.cookies.map((each) => each.name)).not.toContain('jwt');
    const { sub, sid } = verifyStaffToken(cookie.value);
    expect(sub).toBe(answer.json().data.staffId);

    // Not a customer token: the customer key does not verify it.
    expect(() => createVerifier({ key: jwtSecret, algorithms: ['HS256'] })(cookie.value)).toThrow();

    const check = await under.service.app.inject({
      method: 'GET',
      url: `/internal/staff-sessions/${sid}`,
      headers: asCaller('gateway'),
    });
    expect(check.json().data).toMatchObject({ isLive: true, staff: { staffId: sub, email: demoStaff.email } });
    const [row] = (await client.query('SELECT last_sign_in_ip FROM account.staff_members WHERE staff_id = $1', [sub]))
      .rows;
    expect(row.last_sign_in_ip).toBe('198.51.100.1');
    expect((await auditOf(demoStaff.email)).at(-1)).toEqual({
      outcome: 'signed-in',
      ip: '198.51.100.1',
      user_agent: 'staff-test-browser',
    });
  });

  it('answers a wrong password and an unknown address alike, and audits both', async () => {
    const wrong = await signIn(demoStaff.email, 'not-the-password', '198.51.100.2');
    const unknown = await signIn('nobody@matchwire.io', 'not-the-password', '198.51.100.2');
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ resultCode: 11015, resultInfo: 'incorrect e-mail or password' });
      expect(answer.cookies).toHaveLength(0);
    }
    expect((await auditOf(demoStaff.email)).at(-1)).toMatchObject({ outcome: 'wrong-password', ip: '198.51.100.2' });
    expect(await auditOf('nobody@matchwire.io')).toEqual([
      { outcome: 'unknown-email', ip: '198.51.100.2', user_agent: 'staff-test-browser' },
    ]);
  });

  it('refuses an inactive staff member with the right password', async () => {
    const answer = await signIn('gone@matchwire.io', staffPassword, '198.51.100.3');
    expect(answer.json()).toEqual({ resultCode: 11010, resultInfo: 'This staff account is disabled' });
    expect(answer.cookies).toHaveLength(0);
    expect(await auditOf('gone@matchwire.io')).toMatchObject([{ outcome: 'inactive' }]);
  });

  it('is throttled like the customer login: 5 wrong guesses per account and source, then 10006 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(demoStaff.email, `wrong-${attempt}`, '198.51.100.4')).json().resultCode).toBe(11015);
    }
    const refused = await signIn(demoStaff.email, staffPassword, '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().resultCode).toBe(10006);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auditOf(demoStaff.email)).at(-1)).toMatchObject({ outcome: 'throttled', ip: '198.51.100.4' });
    // Another source is not held back.
    expect((await signIn(demoStaff.email, staffPassword, '198.51.100.5')).statusCode).toBe(200);
  });
});

describe('the staff session', () => {
  it('names the staff member to "who am I", ends on sign-out, and is refused to the gateway afterwards', async () => {
    const answer = await signIn(demoStaff.email, staffPassword, '198.51.100.6');
    const { sid } = verifyStaffToken(answer.cookies.find((each) => each.name === 'staff_jwt')!.value);
    const staff = answer.json().data;
    const assertion = assertedStaff('account', {
      staffId: staff.staffId,
      email: staff.email,
      name: staff.name,
      permissions: staff.permissions,
      sessionId: sid,
    });

    const me = await under.service.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: assertion });
    expect(me.json().data).toEqual(staff);
    const anonymous = await under.service.app.inject({ method: 'GET', url: '/api/admin/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resultCode).toBe(11009);

    const out = await under.service.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: assertion });
    expect(out.json().resultCode).toBe(0);
    expect(out.cookies.find((each) => each.name === 'staff_jwt')).toMatchObject({ value: '', sameSite: 'Strict' });
    expect((await auditOf(demoStaff.email)).at(-1)).toMatchObject({ outcome: 'signed-out' });

    const check = await under.service.app.inject({
      method: 'GET',
      url: `/internal/staff-sessions/${sid}`,
      headers: asCaller('gateway'),
    });
    expect(check.json().data).toEqual({ isLive: false, staff: null });
    // Signed out: "who am I" reads the account's own tables, not only the assertion.
    const stale = await under.service.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: assertion });
    expect(stale.json().resultCode).toBe(11009);
  });

  it('ends when the staff member is deactivated', async () => {
    const answer = await signIn(demoStaff.email, staffPassword, '198.51.100.7');
    const { sid } = verifyStaffToken(answer.cookies.find((each) => each.name === 'staff_jwt')!.value);
    await client.query('UPDATE account.staff_members SET is_active = false WHERE email = $1', [demoStaff.email]);
    const check = await under.service.app.inject({
      method: 'GET',
      url: `/internal/staff-sessions/${sid}`,
      headers: asCaller('gateway'),
    });
    expect(check.json().data).toEqual({ isLive: false, staff: null });
    await client.query('UPDATE account.staff_members SET is_active = true WHERE email = $1', [demoStaff.email]);
  });

  it('is asked about by the gateway only', async () => {
    const check = await under.service.app.inject({
      method: 'GET',
      url: '/internal/staff-sessions/anything',
      headers: asCaller('backoffice'),
    });
    expect(check.statusCode).toBe(403);
  });
});
