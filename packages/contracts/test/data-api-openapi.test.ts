import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { dataApiInterfaces } from '../src/data-api/interfaces.ts';
import { buildDataApiOpenApiDocument, dataApiRefusalCodes, dataSchema } from '../src/data-api/openapi.ts';
import { dataApiReference } from '../src/data-api/reference.ts';
import { dataApiOpenApiDocument } from '@matchwire/kit/http/data-api-openapi-document';

type TOperation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; description: string; schema: Record<string, unknown> }[];
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: unknown }>;
};

async function validate(document: object) {
  return new Validator().validate(document as Record<string, unknown>);
}

describe('the data API’s OpenAPI document', () => {
  const document = dataApiOpenApiDocument();
  const operations = Object.entries(document.paths).map(([path, item]) => ({ path, ...(item.get as TOperation) }));

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(await validate(document)).toEqual({ valid: true });
  });

  it('is refused by the validator when broken, so the test above can fail', async () => {
    const broken = structuredClone(document) as { paths: Record<string, unknown> };
    broken.paths['/broken'] = { get: { responses: { 200: { content: 'not a media type map' } } } };
    expect((await validate(broken)).valid).toBe(false);
  });

  it('serves from the documented base URL, by key in the query or the X-Api-Key header', () => {
    expect(document.servers).toEqual([{ url: dataApiReference().shared.baseUrl }]);
    expect(document.security).toEqual([{ apiKeyQuery: [] }, { apiKeyHeader: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      apiKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
  });

  // Built from the interfaces: one added to the reference is in the document, or this fails.
  it('lists every public interface as a GET with each documented parameter', () => {
    const interfaces = dataApiInterfaces();
    expect(operations.map((operation) => `/v1${operation.path}`).sort()).toEqual(
      interfaces.map((dataInterface) => dataInterface.path).sort(),
    );
    for (const dataInterface of interfaces) {
      const operation = operations.find((candidate) => `/v1${candidate.path}` === dataInterface.path)!;
      expect(Object.keys(document.paths[operation.path]!), dataInterface.ref).toEqual(['get']);
      expect(
        operation.parameters.map(({ name, required, description }) => ({ name, required, description })),
        dataInterface.ref,
      ).toEqual(
        dataInterface.params.map((param) => ({
          name: param.name,
          required: param.required ?? false,
          description: param.en,
        })),
      );
      expect(operation.parameters.every((parameter) => parameter.in === 'query' && parameter.schema.type)).toBe(true);
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('types parameters as the data API checks them', () => {
    const matches = operations.find((operation) => operation.path === '/football/matches')!;
    const schemaOf = (name: string) => matches.parameters.find((parameter) => parameter.name === name)?.schema;
    expect(schemaOf('pageSize')).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(schemaOf('date')).toMatchObject({ type: 'string', format: 'date' });
    expect(schemaOf('lang')).toEqual({ type: 'string', enum: ['en', 'vi'] });
    const esportsOdds = operations.find((operation) => operation.path === '/esports/odds')!;
    expect(esportsOdds.parameters.find((parameter) => parameter.name === 'isLive')?.schema).toEqual({
      type: 'boolean',
    });
  });

  it('answers the documented fields with the sample, the RateLimit headers and each refusal’s codes', () => {
    const codes: readonly number[] = dataApiRefusalCodes;
    for (const operation of operations) {
      expect(Object.keys(operation.responses), operation.path).toEqual(['200', '400', '401', '403', '404', '429']);
      expect(Object.keys(operation.responses['200']!.headers ?? {})).toContain('RateLimit-Remaining');
      expect(Object.keys(operation.responses['429']!.headers ?? {})).toContain('Retry-After');
    }
    const described = operations[0]!.responses;
    for (const code of codes) {
      expect(
        Object.values(described).some((answer) => answer.description.includes(`- ${code}: `)),
        String(code),
      ).toBe(true);
    }
    const lineups = dataApiReference().pages.find((page) => page.ref === 'football.lineups')!;
    const lineupsAnswer = operations.find((operation) => operation.path === `/${lineups.path}`)!.responses['200'];
    expect(lineupsAnswer!.content).toMatchObject({
      'application/json': { example: { resultCode: 0, data: lineups.sample } },
    });
  });
});

describe('dataSchema', () => {
  it('nests dotted fields into objects, `[]` into array items, and keeps every description', () => {
    const field = (name: string, type: string) => ({ name, type, en: `${name} text` });
    expect(
      dataSchema([
        field('total', 'int'),
        field('list[].name', 'string'),
        field('list[].rows[].points', 'int'),
        field('home', 'object'),
        field('home.starters[]', 'array'),
        field('home.xg', 'number'),
        field('tags[]', 'string'),
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        total: { type: 'integer', description: 'total text' },
        list: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'list[].name text' },
              rows: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { points: { type: 'integer', description: 'list[].rows[].points text' } },
                },
              },
            },
          },
        },
        home: {
          type: 'object',
          description: 'home text',
          properties: {
            starters: { type: 'array', description: 'home.starters[] text' },
            xg: { type: 'number', description: 'home.xg text' },
          },
        },
        tags: { type: 'array', items: { type: 'string' }, description: 'tags[] text' },
      },
    });
  });

  it('builds a valid document from the given refusals alone', async () => {
    const document = buildDataApiOpenApiDocument({ refusals: [{ code: 14002, status: 401, info: 'Auth error' }] });
    expect(await validate(document)).toEqual({ valid: true });
    expect(Object.keys((document.paths['/football/matches']!.get as TOperation).responses)).toEqual(['200', '401']);
  });
});
