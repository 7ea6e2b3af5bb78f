import { siteOpenApiDocument } from '@matchwire/kit/http/openapi-document';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';

describe('GET /openapi.json through the gateway', () => {
  it('serves the document of this build, cacheable and revalidated by its ETag', async () => {
    const response = await fetch(`${testEnv.gatewayUrl}/openapi.json`, { headers: newVisitor() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(siteOpenApiDocument())));

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await fetch(`${testEnv.gatewayUrl}/openapi.json`, {
      headers: { ...newVisitor(), 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(304);
  });
});
