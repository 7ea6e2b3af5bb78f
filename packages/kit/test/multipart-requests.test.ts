import { defineEndpoint, fileAnswer } from '@matchwire/contracts';
import { buildOpenApiDocument } from '@matchwire/contracts/openapi';
import { routeKinds } from '@matchwire/contracts/route-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type TZodApp } from '../src/http/create-service-app.ts';
import { endpointServer, requireEndpointDefinitions } from '../src/http/serve-endpoint.ts';
import { quietLogger } from './support/quiet-logger.ts';

const { publicRoute } = routeKinds('test');

/** An upload as the ticket attachments are defined: text fields and one file of at most 64 bytes. */
const upload = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/test/upload',
  summary: 'Uploads a small file.',
  request: { multipart: { fields: z.object({ token: z.string().min(1) }), maxFileBytes: 64, fileTooLarge: 'Too big' } },
  response: z.object({ token: z.string(), name: z.string(), size: z.number() }),
});

/** A file endpoint answering files of several kinds, as the ticket attachments are read. */
const picture = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/test/picture',
  summary: 'A picture.',
  request: { query: z.object({ kind: z.enum(['png', 'svg']) }) },
  ...fileAnswer('image/png', 'image/svg+xml'),
});

type TPart = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };

function multipartBody(parts: TPart[]) {
  const boundary = '----matchwire-test-boundary';
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
              'content-type: application/octet-stream\r\n\r\n',
          ),
          Buffer.from(part.bytes),
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('an endpoint that takes a multipart upload', () => {
  let app: TZodApp;

  beforeAll(async () => {
    app = createServiceApp({ name: 'multipart-test', logger: quietLogger() });
    requireEndpointDefinitions(app);
    const serve = endpointServer(app);
    serve(upload, async (request) => ({
      token: request.body.token,
      name: request.upload?.fileName ?? '',
      size: request.upload?.bytes.byteLength ?? -1,
    }));
    serve(picture, async (request) =>
      request.query.kind === 'png'
        ? { fileName: 'p.png', bytes: new Uint8Array([0x89, 0x50]), contentType: 'image/png', isInline: true }
        : { fileName: 'p.svg', bytes: new TextEncoder().encode('<svg/>'), contentType: 'image/svg+xml' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads the text fields as the body and the file as the upload', async () => {
    const body = multipartBody([
      { name: 'token', value: 't-1' },
      { name: 'file', fileName: 'a.txt', bytes: new Uint8Array(64) },
    ]);
    const answer = await app.inject({ method: 'POST', url: '/api/test/upload', ...body });
    expect(answer.json()).toMatchObject({ resultCode: 0, data: { token: 't-1', name: 'a.txt', size: 64 } });
  });

  it('answers a request without a file with no upload', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...multipartBody([{ name: 'token', value: 't' }]),
    });
    expect(answer.json().data).toEqual({ token: 't', name: '', size: -1 });
  });

  it.each([
    [
      'a file over the limit',
      [
        { name: 'token', value: 't' },
        { name: 'file', fileName: 'a', bytes: new Uint8Array(65) },
      ],
      'Too big',
    ],
    ['a missing field', [{ name: 'file', fileName: 'a', bytes: new Uint8Array(1) }], /^token: /],
    [
      'a second file',
      [
        { name: 'token', value: 't' },
        { name: 'file', fileName: 'a', bytes: new Uint8Array(1) },
        { name: 'file', fileName: 'b', bytes: new Uint8Array(1) },
      ],
      /file/,
    ],
    ['a NUL in a field', [{ name: 'token', value: 'a\u0000b' }], /NUL/],
  ] as [string, TPart[], string | RegExp][])('refuses %s with 10002', async (_case, parts, text) => {
    const answer = await app.inject({ method: 'POST', url: '/api/test/upload', ...multipartBody(parts) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().resultCode).toBe(10002);
    expect(answer.json().resultInfo).toMatch(text);
  });

  it('refuses a body that is not multipart', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/test/upload', payload: { token: 't' } });
    expect(answer.statusCode).toBe(400);
  });

  it('is described in the OpenAPI document as multipart/form-data with its fields and a file', () => {
    const document = buildOpenApiDocument([upload], { refusalStatuses: [400, 500] });
    const operation = document.paths['/api/test/upload']!.post as { requestBody: unknown };
    expect(operation.requestBody).toMatchObject({
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { token: { type: 'string' }, file: { type: 'string' } } },
        },
      },
    });
  });

  it.each([
    ['png', { 'content-type': 'image/png', 'content-disposition': 'inline; filename="p.png"' }, undefined],
    [
      'svg',
      { 'content-type': 'image/svg+xml', 'content-disposition': 'attachment; filename="p.svg"' },
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ],
  ])(
    'answers a %s as its own kind: raster images inline, an SVG saved and sandboxed',
    async (kind, headers, policy) => {
      const answer = await app.inject({ url: `/api/test/picture?kind=${kind}` });
      expect(answer.headers).toMatchObject({
        ...headers,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(answer.headers['content-security-policy']).toBe(policy);
    },
  );
});
