import { z } from 'zod';
import type { TEndpoint, TMultipartRequest } from './endpoint.ts';
import { ZErrorBody, ZSuccess } from './envelope.ts';

type TJsonSchema = Record<string, unknown> & { properties?: Record<string, TJsonSchema>; required?: string[] };
type TOperation = Record<string, unknown>;

export type TOpenApiOptions = {
  /** The HTTP statuses of the result-code catalogue's failures (packages/kit/src/errors/result-codes.ts). */
  refusalStatuses: readonly number[];
  /** The document's version; the site's build. */
  version?: string;
};

/** What the gateway and the services answer besides the catalogue's refusals. */
const transportStatuses = {
  413: 'The body is too large (16 KiB on cached routes, 1 MiB elsewhere).',
  415: 'The body is neither form-encoded nor JSON.',
  503: 'The service behind the gateway cannot be reached; try again.',
} as const;

const statusTexts: Record<number, string> = {
  400: 'Bad request: a missing X-Requested-With header, an ambiguous path, or a field the schema refuses (resultInfo names it).',
  401: 'A missing, invalid or stale request signature (10010-10012); on signed-in routes also no or an expired session (11007, 11008).',
  403: 'Refused for this caller (locked or unactivated account, no permission).',
  404: 'No such interface (10005) or object.',
  409: 'Conflicts with what exists (an e-mail already registered).',
  429: 'The visitor spent their rate budget; Retry-After says when to try again (10006).',
  ...transportStatuses,
};

/** Signing of SPEC.md §7 (packages/signing), required on every call, and the session cookies. */
const securitySchemes = {
  signatureTimestamp: {
    type: 'apiKey',
    in: 'query',
    name: 'timestamp',
    description: 'Unix time in milliseconds; at most 5 minutes from the gateway clock.',
  },
  signature: {
    type: 'apiKey',
    in: 'query',
    name: 'sign',
    description: 'Lowercase hex HMAC-SHA256 of `timestamp`, keyed with the shared signing secret.',
  },
  requestedWith: { type: 'apiKey', in: 'header', name: 'X-Requested-With', description: '`XMLHttpRequest`.' },
  sessionJwt: { type: 'apiKey', in: 'cookie', name: 'jwt', description: 'Set by sign-in and activation.' },
  sessionToken: { type: 'apiKey', in: 'cookie', name: 'token', description: 'Set with `jwt`; names the session.' },
} as const;

const signed = { signatureTimestamp: [], signature: [], requestedWith: [] };
const signedWithSession = { ...signed, sessionJwt: [], sessionToken: [] };

/**
 * How every Matchwire OpenAPI document begins (the site's and the data API's): OpenAPI 3.1, and its
 * `info`, version 1 unless the build names one.
 */
export function openApiHead(title: string, version: string | undefined, description: string) {
  return { openapi: '3.1.0', info: { title, version: version ?? '1', description } };
}

const siteApiDescription =
  'The calls the Matchwire website and console make through the gateway (SPEC.md §7). Every call is signed; ' +
  'every answer is `{ resultCode, resultInfo, data }` on success and `{ resultCode, resultInfo }` on failure.';

/**
 * The OpenAPI 3.1 document of the site's API: every endpoint the gateway forwards under `/api`.
 * Left out: internal routes, which the gateway never forwards, and the embeddable widget's
 * (`/widget/v1/…`, `/animAPI/live`: `widget` access), which are not the site's signed API but the
 * widget script's own, believed by access key and origin, one of them a Server-Sent Events stream
 * (docs/decisions/0021). Schemas come from the definitions'
 * zod schemas by zod's own JSON Schema conversion: requests as their input (what a caller sends,
 * before defaults and coercion), answers as their output (what the service serialises).
 */
export function buildOpenApiDocument(endpoints: readonly TEndpoint[], options: TOpenApiOptions) {
  const published = endpoints.filter(
    (endpoint) => endpoint.access.kind !== 'internal' && endpoint.path.startsWith('/api/'),
  );
  const paths: Record<string, Record<string, TOperation>> = {};
  const operationIds = new Set<string>();
  const schemas: Record<string, TJsonSchema> = { ErrorBody: jsonSchemaOf(ZErrorBody, 'output') };
  for (const endpoint of published) {
    const operation = describeOperation(endpoint, options.refusalStatuses, schemas);
    if (operationIds.has(operation.operationId)) throw new Error(`two endpoints are named ${operation.operationId}`);
    operationIds.add(operation.operationId);
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    ...openApiHead('Matchwire site API', options.version, siteApiDescription),
    servers: [{ url: '/' }],
    tags: [...new Set(published.map((endpoint) => endpoint.service))].sort().map((name) => ({ name })),
    security: [signed],
    paths,
    components: {
      securitySchemes,
      schemas,
    },
  };
}

export type TOpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

function describeOperation(
  endpoint: TEndpoint,
  refusalStatuses: readonly number[],
  schemas: Record<string, TJsonSchema>,
) {
  const { request, access } = endpoint;
  const operationId = operationIdOf(endpoint);
  const sharedAs = (part: string): TSharedSchemas => ({ schemas, prefix: `${operationId}-${part}` });
  const needsSession = access.kind === 'signed-in' || access.kind === 'staff';
  const statuses = new Set([...refusalStatuses.filter((status) => status < 500), 503]);
  if (request?.body || request?.multipart) [413, 415].forEach((status) => statuses.add(status));
  const errorAnswer = (status: number) => ({
    description: statusTexts[status] ?? 'A refusal of the result-code catalogue.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  });
  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.service],
    ...(needsSession ? { security: [signedWithSession] } : {}),
    // A provider's webhook is not signed by the site: the provider signs the body (a header of its own).
    ...(access.kind === 'provider' ? { security: [], requestBody: providerBody(access.provider) } : {}),
    parameters: [
      ...parametersOf(request?.params, 'path', sharedAs('params')),
      ...parametersOf(request?.query, 'query', sharedAs('query')),
    ],
    ...(request?.body ? { requestBody: formBodyOf(request.body, sharedAs('body')) } : {}),
    ...(request?.multipart ? { requestBody: multipartBodyOf(request.multipart, sharedAs('body')) } : {}),
    responses: {
      200: endpoint.file
        ? fileSuccess([endpoint.file.contentType, ...(endpoint.file.otherContentTypes ?? [])])
        : {
            description: 'Success: `resultCode` 0 and the data.',
            content: {
              'application/json': { schema: jsonSchemaOf(ZSuccess(endpoint.response), 'output', sharedAs('response')) },
            },
          },
      ...Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [String(status), errorAnswer(status)])),
    },
    'x-access': access.kind,
    'x-rate-class': endpoint.rateClass,
    ...(endpoint.cache ? { 'x-cache': endpoint.cache } : {}),
  };
}

/** A file endpoint's success (fileAnswer): the file itself, as an attachment; failures stay the JSON error body. */
function fileSuccess(contentTypes: readonly string[]) {
  return {
    description: `Success: the file (${contentTypes.join(', ')}) as an attachment, not the JSON envelope.`,
    headers: {
      'Content-Disposition': {
        description: '`attachment; filename="<name>"` (`inline` for raster images): the name to save the file under.',
        schema: { type: 'string' },
      },
      'Cache-Control': { description: '`private, no-store`.', schema: { type: 'string' } },
    },
    content: Object.fromEntries(
      contentTypes.map((contentType) => [contentType, { schema: { type: 'string', contentMediaType: contentType } }]),
    ),
  };
}

/** The body of a provider's webhook: its own JSON event, read unparsed and checked by its signature. */
function providerBody(provider: string) {
  return {
    required: true,
    description: `The ${provider} event as ${provider} sends it, with ${provider}'s signature header.`,
    content: { 'application/json': { schema: { type: 'object' } } },
  };
}

/**
 * zod's own conversion; a type JSON Schema cannot say (a date before serialisation) becomes "any
 * value". A recursive schema (the docs hierarchy) comes with `$defs` that its `$ref`s point into from
 * the schema's root; inside the document they must point from the document's root, so they move to
 * `components.schemas` under the operation's name.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', shared?: TSharedSchemas): TJsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as TJsonSchema;
  const { $schema: _dialect, $defs: definitions, ...json } = converted;
  if (!definitions) return json;
  if (!shared) throw new Error('a recursive schema needs a place in components.schemas');
  const names = Object.keys(definitions as object);
  const rename = (name: string) => `${shared.prefix}-${name.replace(/^_+/, '')}`;
  const moved = JSON.parse(
    JSON.stringify({ json, definitions }).replace(/"#\/\$defs\/([^"]+)"/g, (whole, name: string) =>
      names.includes(name) ? JSON.stringify(`#/components/schemas/${rename(name)}`) : whole,
    ),
  ) as { json: TJsonSchema; definitions: Record<string, TJsonSchema> };
  for (const [name, definition] of Object.entries(moved.definitions)) shared.schemas[rename(name)] = definition;
  return moved.json;
}

/** Where the definitions of recursive schemas go (`components.schemas`), and the names they get. */
type TSharedSchemas = { schemas: Record<string, TJsonSchema>; prefix: string };

function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query', shared: TSharedSchemas) {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input', shared);
  if (json.type !== 'object' || !json.properties) throw new Error(`${place} parameters must be a zod object`);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

/** An upload (request.multipart): the text fields of its schema and one file, in the part named `file`. */
function multipartBodyOf(multipart: TMultipartRequest, shared: TSharedSchemas) {
  const json = jsonSchemaOf(multipart.fields, 'input', shared);
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `The file, at most ${multipart.maxFileBytes} bytes.`,
  };
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: { ...json, properties: { ...json.properties, file } } },
    },
  };
}

/**
 * SPEC.md §7: bodies are form-encoded; nested fields are written in brackets (`page[limit]=3`).
 * Required: a route with a body schema refuses a request without a body (400).
 */
function formBodyOf(schema: z.ZodType, shared: TSharedSchemas) {
  const json = jsonSchemaOf(schema, 'input', shared);
  const nested = Object.entries(json.properties ?? {}).filter(([, property]) => property.type === 'object');
  return {
    required: true,
    content: {
      'application/x-www-form-urlencoded': {
        schema: json,
        ...(nested.length > 0
          ? { encoding: Object.fromEntries(nested.map(([name]) => [name, { style: 'deepObject', explode: true }])) }
          : {}),
      },
    },
  };
}

/** `/api/doc/:id` → `/api/doc/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Stable and readable: `POST /api/auth/activate` → `postAuthActivate`, `GET /api/doc/list/v2` → `getDocListV2`. */
function operationIdOf(endpoint: Pick<TEndpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .replace(/^\/api\//, '')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return endpoint.method.toLowerCase() + capitalised.join('');
}
