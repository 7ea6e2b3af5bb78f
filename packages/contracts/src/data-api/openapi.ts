import { z } from 'zod';
import { openApiHead } from '../openapi.ts';
import { dataApiInterfaces, type TDataInterface } from './interfaces.ts';
import { dataApiReference, type TReferencePage, type TReferenceParam, type TReferenceSport } from './reference.ts';

type TSportPage = TReferencePage & { sport: TReferenceSport };

type TJsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  [keyword: string]: unknown;
};

/** A refusal of the result-code catalogue (packages/kit/src/errors/result-codes.ts). */
export type TDataApiRefusal = { code: number; status: number; info: string };

/**
 * The codes a public interface can answer: its access checks (14xxx), an unknown interface (10005)
 * and an empty answer (12002). The caller passes the catalogue's entries for them (contracts does
 * not depend on the kit, where the catalogue lives).
 */
export const dataApiRefusalCodes = [10005, 12002, 14001, 14002, 14003, 14004, 14005, 14006, 14007, 14008] as const;

export type TDataApiOpenApiOptions = {
  /** The catalogue's entries for `dataApiRefusalCodes`. */
  refusals: readonly TDataApiRefusal[];
  version?: string;
};

const statusTexts: Record<number, string> = {
  400: 'A parameter is missing, unknown or malformed; resultInfo names it.',
  401: 'No API key, or one that is not valid (rotated or mistyped).',
  403: 'The key may not call this interface: address outside the IP whitelist, plan without the product, interface switched off.',
  404: 'No such interface, or nothing matches the query.',
  429: 'A limit is spent: the interface’s calls per minute, or a trial’s calls of the day. Retry-After says when to try again.',
};

const rateLimitHeaders = {
  'RateLimit-Limit': {
    description: 'Calls allowed in the current window of the tighter limit (per minute, or per day for a trial).',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Calls left in that window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until that window starts again.', schema: { type: 'integer' } },
  'RateLimit-Policy': {
    description: 'Every limit that applies, e.g. `120;w=60, 200;w=86400`.',
    schema: { type: 'string' },
  },
};

const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer' } },
};

const documentedTypes: Record<string, TJsonSchema> = {
  int: { type: 'integer' },
  number: { type: 'number' },
  string: { type: 'string' },
  boolean: { type: 'boolean' },
  object: { type: 'object' },
  array: { type: 'array' },
};

/**
 * The OpenAPI 3.1 document of the data API's public interfaces (`GET <baseUrl>/<path>?key=…`):
 * built from the interfaces (parameters' schemas as the data API checks them) and the reference
 * (descriptions, response fields, samples), so a new reference page is in it without more work.
 */
export function buildDataApiOpenApiDocument(options: TDataApiOpenApiOptions) {
  const { shared, pages, ...more } = dataApiReference();
  // Live event streams sit beside the sports' pages where the reference has them.
  const streams = (more as { streams?: TSportPage[] }).streams ?? [];
  const pageOf = new Map([...pages, ...streams].map((page) => [page.ref, page]));
  const paths: Record<string, { get: ReturnType<typeof describeInterface> }> = {};
  for (const dataInterface of dataApiInterfaces()) {
    const page = pageOf.get(dataInterface.ref);
    if (!page) throw new Error(`${dataInterface.ref}: no reference page`);
    paths[`/${page.path}`] = { get: describeInterface(dataInterface, page, options.refusals) };
  }
  const description =
    `Sports data by API key. ${shared.requestParamsDesc.en} ` +
    'Every answer is `{ resultCode, resultInfo, data }` on success and `{ resultCode, resultInfo }` on failure; ' +
    'every answer carries the RateLimit headers of the key.';
  return {
    ...openApiHead('Matchwire data API', options.version, description),
    servers: [{ url: shared.baseUrl }],
    tags: [...new Set([...pages, ...streams].map((page) => page.sport))].map((name) => ({ name })),
    security: [{ apiKeyQuery: [] }, { apiKeyHeader: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKeyQuery: { type: 'apiKey', in: 'query', name: shared.keyParam.name, description: shared.keyParam.en },
        apiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'The API key, instead of `key`.',
        },
      },
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['resultCode', 'resultInfo'],
          properties: {
            resultCode: { type: 'integer', description: 'The result code (see the responses).' },
            resultInfo: { type: 'string', description: 'Its text.' },
          },
        },
      },
    },
  };
}

export type TDataApiOpenApiDocument = ReturnType<typeof buildDataApiOpenApiDocument>;

function describeInterface(dataInterface: TDataInterface, page: TSportPage, refusals: readonly TDataApiRefusal[]) {
  const exampleQuery = new URLSearchParams(page.example);
  const querySchema = z.toJSONSchema(dataInterface.query, { io: 'output', unrepresentable: 'any' }) as TJsonSchema;
  const byStatus = new Map<number, TDataApiRefusal[]>();
  for (const refusal of refusals) byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  return {
    operationId: operationIdOf(dataInterface.ref),
    summary: page.name.en,
    description: page.description.en,
    tags: [page.sport],
    parameters: dataInterface.params.map((param) => ({
      name: param.name,
      in: 'query',
      required: param.required ?? false,
      description: param.en,
      schema: parameterSchema(param, querySchema.properties?.[param.name]),
      ...(exampleQuery.has(param.name) ? { example: exampleQuery.get(param.name) } : {}),
    })),
    responses: {
      200: isStream(dataInterface) ? streamSuccess(page) : jsonSuccess(page),
      ...Object.fromEntries(
        [...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, codes]) => [String(status), refusalAnswer(status, codes)]),
      ),
    },
    'x-ref': dataInterface.ref,
    'x-rate-limit-per-minute': dataInterface.perMinute,
  };
}

function jsonSuccess(page: TSportPage) {
  return {
    description: 'Success: `resultCode` 0 and the data.',
    headers: rateLimitHeaders,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['resultCode', 'resultInfo', 'data'],
          properties: { resultCode: { const: 0 }, resultInfo: { type: 'string' }, data: dataSchema(page.response) },
        },
        example: { resultCode: 0, resultInfo: 'Success', data: page.sample },
      },
    },
  };
}

/** A live stream answers Server-Sent Events: `match-event` messages whose `data` has the documented fields. */
function streamSuccess(page: TSportPage) {
  return {
    description:
      'Success: a Server-Sent Events stream of `match-event` messages; each `data` is a JSON object ' +
      '(`x-event-data`), each `id` a resume point to send back as `Last-Event-ID`.',
    headers: rateLimitHeaders,
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        example: `id: ${String((page.sample as { eventId?: unknown } | null)?.eventId ?? 1)}\nevent: match-event\ndata: ${JSON.stringify(page.sample)}\n\n`,
      },
    },
    'x-event-data': { ...dataSchema(page.response), example: page.sample },
  };
}

/** Whether the interface streams events (the interfaces mark it where the reference has streams). */
function isStream(dataInterface: TDataInterface): boolean {
  return (dataInterface as { isStream?: boolean }).isStream === true;
}

/** `football.pre-match-odds` → `footballPreMatchOdds`. */
function operationIdOf(ref: string): string {
  return ref.replace(/[.-]+([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}

/** The data API's own check (bounds, enums, patterns), typed as the reference documents it. */
function parameterSchema(param: TReferenceParam, checked: TJsonSchema | undefined): TJsonSchema {
  const documented = documentedTypes[param.type] ?? {};
  // A boolean's check (text `true`/`1`…) has no JSON Schema of its own; the documented type says it.
  if (param.type === 'boolean' || !checked) return documented;
  return { ...checked, ...documented, ...(param.name === 'date' ? { format: 'date' } : {}) };
}

function refusalAnswer(status: number, codes: readonly TDataApiRefusal[]) {
  return {
    description: [
      statusTexts[status] ?? 'Refused.',
      ...codes.map((refusal) => `- ${refusal.code}: ${refusal.info}`),
    ].join('\n'),
    headers: status === 429 ? { ...rateLimitHeaders, ...retryAfterHeader } : rateLimitHeaders,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorBody' },
            { properties: { resultCode: { enum: codes.map((refusal) => refusal.code) } } },
          ],
        },
        example: { resultCode: codes[0]?.code, resultInfo: codes[0]?.info },
      },
    },
  };
}

/**
 * The schema of `data` from the documented fields' dotted names: `home.xg` is a field of the object
 * `home`, `list[].name` a field of the items of the array `list`, `home.starters[]` an array itself.
 */
export function dataSchema(fields: readonly TReferenceParam[]): TJsonSchema {
  const root: TJsonSchema = { type: 'object', properties: {} };
  for (const field of fields) {
    const segments = field.name.split('.');
    let parent = root;
    segments.forEach((segment, index) => {
      const isArray = segment.endsWith('[]');
      const name = isArray ? segment.slice(0, -2) : segment;
      const properties = (parent.properties ??= {});
      const isLast = index === segments.length - 1;
      const node = (properties[name] ??= isArray ? { type: 'array' } : { type: 'object' });
      if (isLast) {
        const documented = documentedTypes[field.type] ?? {};
        // `x[]` documents the array itself; its type (array) is then the array's, not its items'.
        if (!isArray || field.type === 'array')
          Object.assign(node, { ...documented, type: isArray ? 'array' : documented.type });
        else node.items = { ...node.items, ...documented };
        node.description = field.en;
        return;
      }
      if (isArray) {
        node.type = 'array';
        parent = node.items ??= { type: 'object' };
      } else {
        parent = node;
      }
    });
  }
  return root;
}
