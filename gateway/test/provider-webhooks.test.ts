import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireSignature } from '../src/plugins/require-signature.ts';

/**
 * A payment provider's webhook reaches its service without the site's request signature (the
 * provider signs its body, checked by the service); nothing else gets past unsigned.
 */
async function gatewayWith(webhooks: { method: string; path: string }[]) {
  const app = Fastify();
  requireSignature(app, 'a-signing-secret-for-tests-only', webhooks);
  app.post('/api/webhook/stripe', async () => ({ forwarded: true }));
  app.get('/api/webhook/stripe', async () => ({ forwarded: true }));
  app.post('/api/webhook/stripex', async () => ({ forwarded: true }));
  app.post('/api/auth/login', async () => ({ forwarded: true }));
  await app.ready();
  return app;
}

describe("a provider's webhook at the gateway", () => {
  it('is forwarded unsigned, by its exact method and routed path', async () => {
    const app = await gatewayWith([{ method: 'POST', path: '/api/webhook/stripe' }]);
    for (const url of ['/api/webhook/stripe', '/%61pi/webhook/stripe', '/api/webhook/stripe?x=1']) {
      const answer = await app.inject({ method: 'POST', url, payload: { id: 'evt_1' } });
      expect(answer.statusCode, url).toBe(200);
    }
    await app.close();
  });

  it('does not open the other methods of its path, longer paths or any other call', async () => {
    const app = await gatewayWith([{ method: 'POST', path: '/api/webhook/stripe' }]);
    const refused = [
      { method: 'GET', url: '/api/webhook/stripe' },
      { method: 'POST', url: '/api/webhook/stripex' },
      { method: 'POST', url: '/api/auth/login' },
    ] as const;
    for (const call of refused) {
      const answer = await app.inject({ ...call, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(answer.json().resultCode).toBe(10010);
    }
    await app.close();
  });

  it('is nothing without a definition: every /api call is signed', async () => {
    const app = await gatewayWith([]);
    const answer = await app.inject({ method: 'POST', url: '/api/webhook/stripe', payload: { id: 'evt_1' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().resultCode).toBe(10013);
    await app.close();
  });
});
