import { defineEndpoint, fileAnswer } from '@matchwire/contracts';
import { buildOpenApiDocument } from '@matchwire/contracts/openapi';
import { routeKinds } from '@matchwire/contracts/route-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error.ts';
import { createServiceApp, type TZodApp } from '../src/http/create-service-app.ts';
import { endpointServer, requireEndpointDefinitions } from '../src/http/serve-endpoint.ts';
import { quietLogger } from './support/quiet-logger.ts';

/** A file endpoint as billing's invoice download is defined: the answer is the document itself. */
const report = defineEndpoint({
  ...routeKinds('test').publicRoute,
  method: 'GET',
  path: '/api/test/report',
  summary: 'A report as a PDF.',
  request: { query: z.object({ id: z.string() }) },
  ...fileAnswer('application/pdf'),
});

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% a small test document\n%%EOF\n');

describe('an endpoint that answers a file', () => {
  let app: TZodApp;

  beforeAll(async () => {
    app = createServiceApp({ name: 'file-answers-test', logger: quietLogger() });
    requireEndpointDefinitions(app);
    endpointServer(app)(report, async (request) => {
      if (request.query.id === 'r-public') return { fileName: 'report-public.pdf', bytes: pdfBytes, isPublic: true };
      if (request.query.id === 'r-latest')
        return { fileName: 'latest.pdf', bytes: pdfBytes, revalidated: { maxAgeSeconds: 300, etag: '"v1"' } };
      if (request.query.id !== 'r-1') throw new AppError('objectNotFound');
      return { fileName: 'report-r-1.pdf', bytes: pdfBytes };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the bytes as an attachment that no shared cache keeps, not the JSON envelope', async () => {
    const answer = await app.inject({ url: '/api/test/report?id=r-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="report-r-1.pdf"',
      'cache-control': 'private, no-store',
      'content-length': String(pdfBytes.byteLength),
    });
    expect(new Uint8Array(answer.rawPayload)).toEqual(pdfBytes);
  });

  it('lets a public file (its name changes with its content) be cached for a year and loaded cross-origin', async () => {
    const answer = await app.inject({ url: '/api/test/report?id=r-public' });
    expect(answer.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const own = await app.inject({ url: '/api/test/report?id=r-1' });
    expect(own.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('lets a file whose address stays be cached a while, then revalidated by its ETag (304 when unchanged)', async () => {
    const answer = await app.inject({ url: '/api/test/report?id=r-latest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'cache-control': 'public, max-age=300', etag: '"v1"' });
    const unchanged = await app.inject({ url: '/api/test/report?id=r-latest', headers: { 'if-none-match': '"v1"' } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    const stale = await app.inject({ url: '/api/test/report?id=r-latest', headers: { 'if-none-match': '"v0"' } });
    expect(new Uint8Array(stale.rawPayload)).toEqual(pdfBytes);
  });

  it('answers a failure as the catalogue’s JSON error body', async () => {
    const answer = await app.inject({ url: '/api/test/report?id=r-2' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.json()).toEqual({ resultCode: 10004, resultInfo: 'Object not found' });
  });

  it('refuses a file name that could break out of Content-Disposition', async () => {
    const other = createServiceApp({ name: 'file-answers-test', logger: quietLogger() });
    endpointServer(other)(report, async () => ({ fileName: 'a"; filename=evil.exe', bytes: pdfBytes }));
    const answer = await other.inject({ url: '/api/test/report?id=r-1' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
    await other.close();
  });

  it('is described in the OpenAPI document as a 200 of that content type', () => {
    const document = buildOpenApiDocument([report], { refusalStatuses: [400, 404, 500] });
    const operation = document.paths['/api/test/report']!.get as { responses: Record<string, unknown> };
    expect(operation.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      headers: { 'Content-Disposition': { schema: { type: 'string' } } },
    });
    expect(operation.responses['404']).toMatchObject({ content: { 'application/json': {} } });
  });
});
