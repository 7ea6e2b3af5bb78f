import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, newVisitor } from '../support/gateway-client.ts';
import { sendRaw as sendRawAs } from '@matchwire/devinfra/raw-request';
import { ambiguousLoginPaths } from '../../deploy/local/drills/probe/check-path-encodings.ts';

// The demo account every test stack is seeded with (services/account/seed/demo-users.json).
const credentials = JSON.stringify({ account: 'demo@matchwire.io', password: 'Demo1234' });

/** A login POST (or a GET) as a foreign page or a script would send it (@matchwire/devinfra/raw-request). */
async function sendRaw(path: string, method = 'POST'): Promise<{ status: number; body: string; setCookie: string[] }> {
  const answer = await sendRawAs(testEnv.gatewayUrl, path, {
    method,
    body: method === 'POST' ? credentials : undefined,
    headers: newVisitor(),
  });
  return { ...answer, setCookie: answer.headers['set-cookie'] ?? [] };
}

describe('gateway edge: one spelling of /api', () => {
  it.each(ambiguousLoginPaths)('refuses an unsigned login at %s without a session', async (path) => {
    const answer = await sendRaw(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ resultCode: 10002, resultInfo: 'Ambiguous request path' });
    expect(answer.setCookie).toEqual([]);
  });

  it("refuses an unsigned read of the gateway's cache by an absolute-form target", async () => {
    const answer = await sendRaw('http://matchwire.example/api/setting/getSystemConfig', 'GET');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).resultInfo).toBe('Ambiguous request path');
  });

  it('asks for X-Requested-With on the plain path, and for the signature once it is there', async () => {
    const unsigned = await sendRaw('/api/auth/login');
    expect(unsigned.status).toBe(400);
    expect(JSON.parse(unsigned.body).resultCode).toBe(10013);
    expect(unsigned.setCookie).toEqual([]);

    const routerDecoded = await sendRaw('/api/auth/logi%6e');
    expect(JSON.parse(routerDecoded.body).resultCode).toBe(10013);

    // The signed call of the web client still signs in.
    const signedIn = await callGateway('/api/auth/login', {
      method: 'POST',
      body: credentials,
      headers: { 'content-type': 'application/json', ...newVisitor() },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith('jwt='))).toBe(true);
  });
});
