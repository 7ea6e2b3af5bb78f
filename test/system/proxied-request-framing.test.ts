import { sendRaw } from '@matchwire/devinfra/raw-request';
import { signUrl } from '@matchwire/signing';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, newVisitor } from '../support/gateway-client.ts';

/**
 * The gateway keeps pooled connections to each service. A request it forwards must carry exactly
 * the framing of what it sends, or the service reads the next request on that connection (another
 * visitor's) as the rest of this one (gateway/src/routes/register-proxies.ts).
 */
describe('proxied request framing', () => {
  it("a GET that carries a body leaves the next visitors' requests intact", async () => {
    const body = 'token=0';
    const signedPath = await signUrl('/api/auth/userCheckLogin', testEnv.signingSecret);
    const withBody = await sendRaw(testEnv.gatewayUrl, signedPath, {
      method: 'GET',
      body,
      headers: {
        ...newVisitor(),
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(body.length),
      },
    });
    expect(JSON.parse(withBody.body).resultCode).toBe(11007);

    for (let attempt = 0; attempt < 3; attempt++) {
      const next = await callGateway('/api/auth/activate', {
        method: 'POST',
        body: 'token=not-a-real-token',
        headers: { ...newVisitor(), 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await next.json()).toMatchObject({ resultCode: 11017 });
    }
  });
});
