/**
 * The gateway signs an identity assertion once for a caller's claims and sends it again for up to
 * 5 s (plugins/identity-assertion.ts): what a service reads from it is always what the request's
 * checks found, and it always has most of its lifetime left.
 */
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createAssertionVerifier, identityAssertionHeader } from '@matchwire/kit/identity-assertion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdentityAssertions, type TAssertedRequest } from '../src/plugins/identity-assertion.ts';

const caller = {
  userId: 'u-1',
  email: 'u@example.com',
  isTester: false,
  sessionId: 's-1',
  impersonation: undefined,
};
const signedIn: TAssertedRequest = { caller, sessionState: undefined };

function assertions() {
  const assert = createIdentityAssertions(gatewayIdentityKeys.privateKey);
  return (request: TAssertedRequest, audience: 'account' | 'billing') =>
    assert(request, audience)[identityAssertionHeader]!;
}

const issuedAt = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat;

afterEach(() => {
  vi.useRealTimers();
});

describe('identity assertions sent again', () => {
  it('are the same token for the same claims and service within 5 s, and a new one after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
    const tokenFor = assertions();
    const first = tokenFor(signedIn, 'account');
    vi.setSystemTime(new Date('2026-12-06T12:00:04.900Z'));
    expect(tokenFor(signedIn, 'account')).toBe(first);
    vi.setSystemTime(new Date('2026-12-06T12:00:05.100Z'));
    const next = tokenFor(signedIn, 'account');
    expect(issuedAt(next) - issuedAt(first)).toBe(5);
  });

  it('are never another service’s or another state’s', () => {
    const tokenFor = assertions();
    const forAccount = tokenFor(signedIn, 'account');
    const forBilling = tokenFor(signedIn, 'billing');
    expect(forBilling).not.toBe(forAccount);
    expect(createAssertionVerifier(gatewayIdentityKeys.publicKey, 'billing')(forBilling).identity?.userId).toBe('u-1');
    expect(() => createAssertionVerifier(gatewayIdentityKeys.publicKey, 'billing')(forAccount)).toThrow();

    const revoked = tokenFor({ caller: undefined, sessionState: 'revoked' }, 'account');
    expect(createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account')(revoked)).toEqual({
      identity: undefined,
      sessionState: 'revoked',
      staff: undefined,
    });
    const impersonated = tokenFor(
      {
        caller: { ...caller, sessionId: undefined, impersonation: { staffId: 'st-1', grantId: 'g-1' } },
        sessionState: undefined,
      },
      'account',
    );
    expect(
      createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account')(impersonated).identity?.impersonation,
    ).toEqual({ staffId: 'st-1', grantId: 'g-1' });
    expect(
      createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account')(tokenFor(signedIn, 'account')).identity,
    ).toEqual({ ...caller, impersonation: undefined });
  });
});
