import { z } from 'zod';
import { dataApiReference, type TReferenceParam, type TReferenceSport } from './reference.ts';

/**
 * The data API's public interfaces as the service serves them and the gateway routes them, built
 * from the reference (reference.ts): path, query schema, frequency limit, products and fields.
 * A call is `GET /v1/<path>?key=…&<params>`; the key may come as `X-Api-Key` instead.
 */
export type TDataInterface = {
  /** `<sport>.<endpoint>`: the reference page's stable ref, also the name in usage and logs. */
  ref: string;
  /** The reference page's document id (the docs link `/docs?id=<documentId>`). */
  documentId: string;
  sport: TReferenceSport;
  sportType: 1 | 2 | 3;
  /** `/v1/football/matches`. */
  path: string;
  /** The documented parameters (the key aside): unknown ones are refused, each is typed. */
  query: z.ZodType<Record<string, unknown>>;
  params: TReferenceParam[];
  /** The frequency class (`live`, `odds`, …) and its calls per minute per key. */
  limitName: string;
  perMinute: number;
  /** Catalogue products whose subscription includes the interface. */
  products: number[];
  /** The documented fields inside `data`. */
  responseFields: TReferenceParam[];
  /** Serves live state: a trial sees it with its delay. */
  isLive: boolean;
  /** A Server-Sent Events stream of match events, not a JSON answer. */
  isStream: boolean;
};

/** Where the public interfaces live below the API host. */
export const dataApiPrefix = '/v1';

/** `YYYY-MM-DD`, a real calendar day. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real date',
  );

const ZInt = z
  .string()
  .regex(/^-?\d{1,12}$/, 'must be a whole number')
  .transform(Number);

const ZBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** One documented parameter's schema: numbers and booleans from their text, dates and games checked. */
function paramSchema(param: TReferenceParam): z.ZodType {
  if (param.type === 'int') {
    if (param.name === 'page') return ZInt.pipe(z.number().min(1, 'must be 1 or more'));
    if (param.name === 'pageSize') return ZInt.pipe(z.number().min(1).max(100, 'must be 100 or less'));
    if (param.name === 'limit') return ZInt.pipe(z.number().min(1).max(50, 'must be 50 or less'));
    return ZInt.pipe(z.number().min(0, 'must not be negative'));
  }
  if (param.type === 'boolean') return ZBoolean;
  if (param.name === 'date') return ZDay;
  if (param.name === 'lang') return z.enum(['en', 'vi']);
  if (param.name === 'game') return z.enum(['lol', 'dota2', 'csgo']);
  return z.string().min(1).max(64);
}

function querySchema(params: TReferenceParam[]): z.ZodType<Record<string, unknown>> {
  const shape = Object.fromEntries(
    params.map((param) => [param.name, param.required ? paramSchema(param) : paramSchema(param).optional()]),
  );
  // Strict: a misspelt parameter is refused by name rather than silently ignored.
  return z.strictObject(shape);
}

let built: TDataInterface[] | undefined;

/** Every public interface, in the reference's order. */
export function dataApiInterfaces(): TDataInterface[] {
  if (built) return built;
  const { shared, pages, streams } = dataApiReference();
  built = [...pages, ...streams].map((page) => {
    const limit = shared.limits[page.limit];
    if (!limit) throw new Error(`${page.ref}: no limits named "${page.limit}" in reference/shared.json`);
    return {
      ref: page.ref,
      documentId: String(page.id),
      sport: page.sport,
      sportType: page.sportType,
      path: `${dataApiPrefix}/${page.path}`,
      query: querySchema(page.request),
      params: page.request,
      limitName: page.limit,
      perMinute: limit.perMinute,
      products: page.products,
      responseFields: page.response,
      isLive: page.limit === 'live' || page.path.endsWith('/live'),
      isStream: page.stream === true,
    };
  });
  return built;
}

/** Under `/v1`, every other path and method answers 'Interface 404' (HEAD with GET, as Fastify adds it); OPTIONS is the CORS preflight. */
export const dataApiFallbackMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every route the data API serves under `/v1`, as `METHOD /path`: each interface's GET, the
 * 'Interface 404' fallback of every other path and the CORS preflight. The route-definition check
 * compares what the service registers with this list (its site and internal routes are endpoints).
 */
export function dataApiRouteNames(): string[] {
  const fallback = `${dataApiPrefix}/*`;
  return [
    ...dataApiInterfaces().map((iface) => `GET ${iface.path}`),
    ...dataApiFallbackMethods.map((method) => `${method} ${fallback}`),
    `OPTIONS ${fallback}`,
  ];
}
