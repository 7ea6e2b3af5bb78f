import { randomUUID } from 'node:crypto';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createAssertionVerifier, type TAssertion } from '@matchwire/kit/identity-assertion';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { newVisitor, secrets, signed, useGatewayUnderTest } from './support/gateway-under-test.ts';

const underTest = useGatewayUnderTest();
const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });

/** A jwt cookie for a new user whose session the stand-in account service knows as live, or not. */
function cookieFor(session: 'live' | 'revoked' | 'unreachable'): { cookie: string; userId: string } {
  const userId = `u-${randomUUID()}`;
  const sid = session === 'unreachable' ? `unreachable-${randomUUID()}` : randomUUID();
  if (session === 'live') underTest.upstream.liveSessions.set(sid, userId);
  return { cookie: `jwt=${signJwt({ sub: userId, email: 'u@example.com', sid })}`, userId };
}

/** What `service` would make of the assertion the gateway sent with the last request. */
async function assertionSeenBy(
  path: string,
  headers: Record<string, string>,
  service: string,
): Promise<TAssertion | 'none'> {
  await underTest.gateway.app.inject({
    url: await signed(path),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...newVisitor(), ...headers },
  });
  const token = underTest.upstream.received.at(-1)!.headers['x-mw-identity'];
  if (token === undefined) return 'none';
  return createAssertionVerifier(gatewayIdentityKeys.publicKey, service)(String(token));
}

describe('the identity assertion the gateway sends a service', () => {
  it('names a caller with a live session, for the one service that receives it', async () => {
    const { cookie, userId } = cookieFor('live');
    const seen = await assertionSeenBy('/api/auth/userCheckLogin', { cookie }, 'account');
    expect(seen).toMatchObject({ identity: { userId, email: 'u@example.com' }, sessionState: undefined });
    await expect(assertionSeenBy('/api/auth/userCheckLogin', { cookie }, 'catalogue')).rejects.toThrow();
    expect(await assertionSeenBy('/api/user/apiKey', { cookie }, 'account')).toMatchObject({ identity: { userId } });
  });

  it('says a revoked session is revoked, and an unanswered check unverified, without identity', async () => {
    expect(await assertionSeenBy('/api/user/apiKey', { cookie: cookieFor('revoked').cookie }, 'account')).toEqual({
      identity: undefined,
      sessionState: 'revoked',
    });
    expect(await assertionSeenBy('/api/user/apiKey', { cookie: cookieFor('unreachable').cookie }, 'account')).toEqual({
      identity: undefined,
      sessionState: 'unverified',
    });
  });

  it('drops identity headers and assertions a client sends', async () => {
    const forged = {
      'x-mw-identity': 'eyJhbGciOiJFZERTQSJ9.e30.x',
      'x-mw-user-id': 'u-1',
      'x-mw-user-email': 'a@b.co',
      'x-mw-admin-id': 'admin-1',
    };
    expect(await assertionSeenBy('/api/user/apiKey', forged, 'account')).toBe('none');
    const received = underTest.upstream.received.at(-1)!.headers;
    expect(Object.keys(received).filter((name) => name.startsWith('x-mw-'))).toEqual([]);
  });
});
