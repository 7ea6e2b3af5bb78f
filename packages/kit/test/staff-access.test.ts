/**
 * The `staff` access check of endpointServer (docs/decisions/0019): it believes the staff member
 * only from the gateway's signed assertion and asks for the permission the definition names.
 */
import { defineEndpoint } from '@matchwire/contracts';
import { assertedStaff, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createAssertionSigner, identityAssertionHeader } from '@matchwire/kit/identity-assertion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from '../src/http/create-service-app.ts';
import { endpointServer, requireEndpointDefinitions } from '../src/http/serve-endpoint.ts';
import { verifyIdentity } from '../src/http/verify-identity.ts';
import { quietLogger } from './support/quiet-logger.ts';

const closeTicket = defineEndpoint({
  service: 'test',
  access: { kind: 'staff', permission: 'ticket:manage' },
  rateClass: 'visitor',
  method: 'POST',
  path: '/api/admin/test/:id/close',
  summary: 'A staff action.',
  request: { params: z.object({ id: z.string() }) },
  response: z.object({ closedBy: z.string() }),
});

const staff = { staffId: 's-1', email: 'agent@matchwire.io', name: 'Agent', sessionId: 'sid-1' };
const app = createServiceApp({ name: 'test', logger: quietLogger() });

beforeAll(async () => {
  requireEndpointDefinitions(app);
  verifyIdentity(app, { publicKey: gatewayIdentityKeys.publicKey, audience: 'test' });
  endpointServer(app)(closeTicket, async (request) => ({ closedBy: request.staff!.name }));
  await app.ready();
});
afterAll(() => app.close());

const close = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/test/7/close', headers });

describe('a staff endpoint served with the default check', () => {
  it('serves a staff member whose asserted permissions include the definition’s, and gives the handler the staff member', async () => {
    const answer = await close(assertedStaff('test', { ...staff, permissions: ['ticket:read', 'ticket:manage'] }));
    expect(answer.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: { closedBy: 'Agent' } });
  });

  it('answers 11016 without the permission and 11009 without a staff member', async () => {
    const lacking = await close(assertedStaff('test', { ...staff, permissions: ['ticket:read'] }));
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().resultCode).toBe(11016);
    const customer = createAssertionSigner(gatewayIdentityKeys.privateKey)('test', {
      identity: { userId: 'u-1', email: 'u@example.com', isTester: false, sessionId: 'x', impersonation: undefined },
      sessionState: undefined,
    });
    for (const headers of [{}, { [identityAssertionHeader]: customer }] as Record<string, string>[]) {
      const answer = await close(headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().resultCode).toBe(11009);
    }
  });

  it('believes no staff member from an assertion for another service or a forged one', async () => {
    const permissions = ['ticket:manage'];
    for (const headers of [
      assertedStaff('billing', { ...staff, permissions }),
      { [identityAssertionHeader]: 'eyJhbGciOiJFZERTQSJ9.e30.x' },
    ]) {
      expect((await close(headers)).json().resultCode).toBe(11009);
    }
  });
});
