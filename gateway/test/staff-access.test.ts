/**
 * Staff sessions at the gateway (docs/decisions/0019): the `staff_jwt` cookie counts on back-office
 * calls only and only with a live staff session; `staff` endpoints refuse callers without one
 * (11009) or without the endpoint's permission (11016) before any service is asked; the staff
 * member reaches the service in the signed identity assertion.
 */
import { randomUUID } from 'node:crypto';
import type { TSignedInStaff } from '@matchwire/contracts/account/staff';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createAssertionVerifier } from '@matchwire/kit/identity-assertion';
import { createStaffTokenSigner } from '@matchwire/kit/staff-session';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { newVisitor, secrets, signed, useGatewayUnderTest } from './support/gateway-under-test.ts';

const underTest = useGatewayUnderTest();
const signStaffToken = createStaffTokenSigner(secrets.jwt);
const signCustomerJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });

/** A staff cookie whose session the stand-in account service knows as live, with these permissions. */
function staffCookie(permissions: TSignedInStaff['permissions']): { cookie: string; staff: TSignedInStaff } {
  const staff: TSignedInStaff = {
    staffId: randomUUID(),
    email: 'agent@matchwire.io',
    name: 'Agent',
    role: 'Support',
    isSuper: false,
    permissions,
  };
  const sid = randomUUID();
  underTest.upstream.liveStaffSessions.set(sid, staff);
  return { cookie: `staff_jwt=${signStaffToken({ sub: staff.staffId, sid })}`, staff };
}

/** A customer cookie with a live session. */
function customerCookie(): string {
  const userId = `u-${randomUUID()}`;
  const sid = randomUUID();
  underTest.upstream.liveSessions.set(sid, userId);
  return `jwt=${signCustomerJwt({ sub: userId, email: 'u@example.com', sid })}`;
}

async function call(method: 'GET' | 'POST', path: string, cookie?: string) {
  return underTest.gateway.app.inject({
    method,
    url: await signed(path),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...newVisitor(), ...(cookie ? { cookie } : {}) },
  });
}

function forwarded(path: string) {
  return underTest.upstream.received.filter((received) => received.url.startsWith(path));
}

describe('staff endpoints at the gateway', () => {
  it('forward a live staff session holding the permission, naming the staff member for that service only', async () => {
    const { cookie, staff } = staffCookie(['ticket:read']);
    const answer = await call('GET', '/api/admin/tickets', cookie);
    expect(answer.json().resultCode).toBe(0);
    const token = String(forwarded('/api/admin/tickets').at(-1)!.headers['x-mw-identity']);
    const seen = createAssertionVerifier(gatewayIdentityKeys.publicKey, 'ticket')(token);
    expect(seen.identity).toBeUndefined();
    expect(seen.staff).toMatchObject({ staffId: staff.staffId, name: 'Agent', permissions: ['ticket:read'] });
    expect(() => createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account')(token)).toThrow();
  });

  it('refuse a caller without a staff session with 11009, before the service is asked', async () => {
    for (const cookie of [undefined, customerCookie()]) {
      const answer = await call('GET', '/api/admin/tickets', cookie);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().resultCode).toBe(11009);
    }
    expect(forwarded('/api/admin/tickets')).toHaveLength(0);
  });

  it('refuse a staff member whose role lacks the endpoint’s permission with 11016', async () => {
    const { cookie } = staffCookie(['ticket:read']);
    const answer = await call('GET', `/api/admin/tickets/${randomUUID()}`, cookie);
    expect(answer.json().resultCode).toBe(0);
    const refused = await call('POST', `/api/admin/tickets/${randomUUID()}/resolve`, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultCode).toBe(11016);
    expect(forwarded('/api/admin/tickets').filter((received) => received.url.endsWith('/resolve'))).toHaveLength(0);
  });

  it('refuse forged, expired, customer-keyed and signed-out staff cookies', async () => {
    const { staff } = staffCookie(['ticket:read']);
    const forged = createSigner({ key: 'another-secret-entirely-0123456789', algorithm: 'HS256' });
    const expired = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 1 });
    const cookies = [
      `staff_jwt=${forged({ sub: staff.staffId, sid: randomUUID(), typ: 'staff' })}`,
      // Signed with the customer key: a customer token is never a staff token.
      `staff_jwt=${signCustomerJwt({ sub: staff.staffId, sid: randomUUID(), typ: 'staff' })}`,
      `staff_jwt=${expired({ sub: staff.staffId, sid: randomUUID(), typ: 'staff' })}`,
      // Well signed, but its session is not live (signed out, expired or deactivated).
      `staff_jwt=${signStaffToken({ sub: staff.staffId, sid: randomUUID() })}`,
    ];
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const cookie of cookies) {
      const answer = await call('GET', '/api/admin/tickets', cookie);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().resultCode).toBe(11009);
    }
    expect(forwarded('/api/admin/tickets')).toHaveLength(0);
  });
});

describe('customer endpoints and the staff cookie', () => {
  it('do not take a staff cookie as a customer session, nor put it in the jwt cookie', async () => {
    const { cookie } = staffCookie(['ticket:read', 'ticket:reply', 'ticket:assign', 'ticket:manage']);
    const answer = await call('GET', '/api/auth/userCheckLogin', cookie);
    // Forwarded as a visitor: no assertion at all, so the account service answers 11007.
    expect(forwarded('/api/auth/userCheckLogin').at(-1)!.headers['x-mw-identity']).toBeUndefined();
    expect(answer.statusCode).toBe(200);

    const asCustomer = `jwt=${cookie.slice('staff_jwt='.length)}`;
    await call('GET', '/api/auth/userCheckLogin', asCustomer);
    const token = String(forwarded('/api/auth/userCheckLogin').at(-1)!.headers['x-mw-identity']);
    expect(createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account')(token)).toEqual({
      identity: undefined,
      sessionState: 'invalid',
    });
  });
});
