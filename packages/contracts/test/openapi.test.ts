import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, routeName } from '../src/index.ts';
import { buildOpenApiDocument, openApiPath } from '../src/openapi.ts';
import { siteOpenApiDocument } from '@matchwire/kit/http/openapi-document';

/** `METHOD /path` of every operation a document lists. */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

async function validate(document: object) {
  return new Validator().validate(document as Record<string, unknown>);
}

describe('the OpenAPI document of packages/contracts', () => {
  const document = siteOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(await validate(document)).toEqual({ valid: true });
  });

  it('lists exactly the site API the gateway forwards: every /api definition, no internal or widget one', () => {
    const forwarded = endpoints.filter((endpoint) => !['internal', 'widget'].includes(endpoint.access.kind));
    expect(forwarded.every((endpoint) => endpoint.path.startsWith('/api/'))).toBe(true);
    expect(endpoints.filter((endpoint) => endpoint.path.startsWith('/api/'))).toEqual(forwarded);
    expect(endpoints.some((endpoint) => endpoint.access.kind === 'widget')).toBe(true);
    expect(operationsOf(document)).toEqual(
      forwarded.map((endpoint) => routeName({ method: endpoint.method, path: openApiPath(endpoint.path) })).sort(),
    );
  });

  it('requires the request signature on every call and the session cookies where access needs a session', () => {
    expect(document.security).toEqual([{ signatureTimestamp: [], signature: [], requestedWith: [] }]);
    for (const endpoint of endpoints.filter((candidate) => candidate.path.startsWith('/api/'))) {
      const operation = document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()] as {
        security?: Record<string, string[]>[];
        responses: Record<string, unknown>;
      };
      const needsSession = endpoint.access.kind === 'signed-in' || endpoint.access.kind === 'staff';
      expect(operation.security?.[0]?.sessionJwt !== undefined, routeName(endpoint)).toBe(needsSession);
      expect(Object.keys(operation.responses), routeName(endpoint)).toEqual(
        expect.arrayContaining(['200', '400', '401', '404', '429', '503']),
      );
    }
  });

  it('is refused by the validator when broken, so the test above can fail', async () => {
    const broken = structuredClone(document) as { paths: Record<string, unknown> };
    broken.paths['/api/broken'] = { get: { responses: { 200: { content: 'not a media type map' } } } };
    expect((await validate(broken)).valid).toBe(false);
  });
});

describe('buildOpenApiDocument', () => {
  it('names path parameters in braces, lists query fields and form bodies, and leaves internal routes out', async () => {
    const ZNode = z.object({
      name: z.string(),
      get children(): z.ZodArray<typeof ZNode> {
        return z.array(ZNode);
      },
    });
    const document = buildOpenApiDocument(
      [
        {
          service: 'docs',
          method: 'POST',
          path: '/api/doc/:documentId/logs',
          summary: 'Example',
          access: { kind: 'public' },
          rateClass: 'visitor',
          request: {
            params: z.object({ documentId: z.coerce.number().int() }),
            query: z.object({ lang: z.enum(['en', 'vi']).optional() }),
            body: z.object({ page: z.object({ limit: z.coerce.number() }) }),
          },
          response: z.object({ tree: z.array(ZNode) }),
        },
        {
          service: 'docs',
          method: 'GET',
          path: '/internal/documents/:id',
          summary: 'Internal',
          access: { kind: 'internal', callers: ['catalogue'] },
          rateClass: 'service',
          response: z.object({}),
        },
      ],
      { refusalStatuses: [400, 404, 500] },
    );
    expect(await validate(document)).toEqual({ valid: true });
    expect(Object.keys(document.paths)).toEqual(['/api/doc/{documentId}/logs']);
    const operation = document.paths['/api/doc/{documentId}/logs']!.post as Record<string, unknown>;
    expect(operation).toMatchObject({
      operationId: 'postDocByDocumentIdLogs',
      tags: ['docs'],
      parameters: [
        { name: 'documentId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'lang', in: 'query', required: false, schema: { enum: ['en', 'vi'] } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { encoding: { page: { style: 'deepObject', explode: true } } },
        },
      },
      'x-access': 'public',
      'x-rate-class': 'visitor',
    });
    expect(Object.keys(operation.responses as object)).toEqual(['200', '400', '404', '413', '415', '503']);
    // The recursive tree's definition moved to components, where its references point from the document's root.
    expect(JSON.stringify(operation.responses)).toContain(
      '"#/components/schemas/postDocByDocumentIdLogs-response-schema0"',
    );
    expect(document.components.schemas['postDocByDocumentIdLogs-response-schema0']).toMatchObject({
      properties: { children: { items: { $ref: '#/components/schemas/postDocByDocumentIdLogs-response-schema0' } } },
    });
  });
});
