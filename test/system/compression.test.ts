import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, newVisitor } from '../support/gateway-client.ts';

/** The gateway compresses what it answers as the client accepts (plugins/compression.ts). */

const page = (path: string, acceptEncoding: string) =>
  fetch(`${testEnv.gatewayUrl}${path}`, {
    headers: { ...newVisitor(), accept: 'text/html', 'accept-encoding': acceptEncoding },
  });

describe('compression at the gateway', () => {
  it('sends a page with Brotli or gzip, as the browser accepts, and the page reads the same', async () => {
    const plain = await page('/?lang=en', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    expect(html).toContain('</html>');

    for (const encoding of ['br', 'gzip']) {
      const compressed = await page('/?lang=en', encoding);
      expect(compressed.status).toBe(200);
      expect(compressed.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      const text = await compressed.text();
      expect(text).toContain('</html>');
      expect(text).toContain('<h1');
    }
  });

  it('compresses the scripts a page loads, keeping their long cache', async () => {
    const html = await (await page('/', 'identity')).text();
    // The framework chunk (React, React Router): the largest script of every page, among those the
    // hydration module preloads once the page is painted.
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the preloaded framework script').toBeDefined();
    const response = await fetch(`${testEnv.gatewayUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await response.text()).length).toBeGreaterThan(100_000);
  });

  it('compresses a large API answer, and leaves a short one of its own as it is', async () => {
    const large = await callGateway('/api/product/listDetail?sportType=1&lang=en', {
      headers: { ...newVisitor(), 'accept-encoding': 'gzip' },
    });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(((await large.json()) as { resultCode: number }).resultCode).toBe(0);

    // A short answer of the gateway's own (here: refusing an unsigned call) is sent as it is.
    const small = await callGateway('/api/product/listDetail?sportType=1', {
      sign: false,
      headers: { ...newVisitor(), 'accept-encoding': 'gzip' },
    });
    expect(small.status).toBeGreaterThanOrEqual(400);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { resultCode: number }).resultCode).not.toBe(0);
  });
});
