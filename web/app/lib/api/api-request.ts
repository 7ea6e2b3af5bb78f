import type { TEndpointsByRoute, TRequestInput, TResponseData } from '@matchwire/contracts';
import { REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';
import { ApiError } from './api-error';

export type TQuery = Record<string, string | number | boolean | undefined>;

/** Per-call options. */
export type TCallOptions = {
  /** Skip the client's error hook (no toast, no login redirect): the caller handles every failure. */
  isQuiet?: boolean;
};

/** An endpoint of packages/contracts, named `METHOD /path` (e.g. `POST /api/auth/login`). */
export type TRoute = keyof TEndpointsByRoute;

/** A multipart route (an upload) also takes its one `file`, sent as the part named `file`. */
type TFilePart<R extends TRoute> = TEndpointsByRoute[R] extends { request: { multipart: object } }
  ? { file: Blob }
  : Record<never, never>;

/**
 * What a route takes (its query, form body and path params; a multipart route's text fields as its
 * `body` and its `file`) and what its answer's `data` holds.
 */
export type TRouteInput<R extends TRoute> = TRequestInput<TEndpointsByRoute[R]> & TFilePart<R>;
export type TRouteData<R extends TRoute> = TResponseData<TEndpointsByRoute[R]>;

type TInputArgs<R extends TRoute> =
  Record<never, never> extends TRouteInput<R>
    ? [input?: TRouteInput<R>, options?: TCallOptions]
    : [input: TRouteInput<R>, options?: TCallOptions];

/** Endpoints whose answer is a file (their definition spreads `fileAnswer`), e.g. an invoice PDF. */
export type TFileRoute = {
  [R in TRoute]: TEndpointsByRoute[R] extends { file: { contentType: string } } ? R : never;
}[TRoute];

/** A downloaded file: its bytes and the name the service gave it. */
export type TDownloadedFile = { blob: Blob; fileName: string };

export type TApiClient = {
  /**
   * Calls one endpoint as its definition in packages/contracts says: the request and the answer
   * are typed from its schemas, so a renamed field fails the typecheck here, not at run time.
   */
  call<R extends TRoute>(route: R, ...args: TInputArgs<R>): Promise<TRouteData<R>>;
  /** Fetches a file endpoint's answer (signed like every call); a failure is the usual ApiError. */
  download<R extends TFileRoute>(route: R, ...args: TInputArgs<R>): Promise<TDownloadedFile>;
};

type TEnvelope = { resultCode: number; resultInfo?: string; data?: unknown };

export type TApiClientOptions = {
  /** Origin the `/api/...` paths are resolved against; '' for same-origin browser calls. */
  baseUrl: string;
  getSigningSecret: () => string;
  /** Extra headers, e.g. the visitor's cookie forwarded by a loader. */
  headers?: Record<string, string>;
  onError?: (error: ApiError) => void;
  /**
   * Fields added to every POST body: staff acting for a customer pass `_userId` and
   * `_adminAccessToken` on (SPEC 6). Never to a query string, which the gateway ignores for them
   * (docs/decisions/0009): a GET cannot act for a customer.
   */
  getBodyFields?: () => TQuery;
  /** Abort a call that takes longer than this (server loaders must not hang the page). */
  timeoutMs?: number;
};

function splitRoute(route: string): ['GET' | 'POST', string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space) as 'GET' | 'POST', route.slice(space + 1)];
}

/** `/api/dev/mailbox/:id` with `{ id }`: each `:name` segment replaced by its encoded value. */
export function fillPath(pattern: string, params: TQuery | undefined): string {
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function buildPath(path: string, query?: TQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * POST bodies are form-encoded (SPEC 7): nested objects in bracket notation (`page[offset]=0`),
 * arrays as repeated fields, undefined fields left out.
 */
export function encodeForm(body: unknown): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) add(key ? `${key}[${field}]` : field, inner);
    } else {
      params.append(key, String(value));
    }
  };
  add('', body);
  return params.toString();
}

/** A multipart body (an upload): the text fields as encodeForm names them, then the file as `file`. */
export function encodeMultipart(fields: unknown, file: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(encodeForm(fields))) form.append(key, value);
  form.append('file', file, file instanceof File ? file.name : 'file');
  return form;
}

function isEnvelope(value: unknown): value is TEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as TEnvelope).resultCode === 'number';
}

/** Applies the HTTP client rules of SPEC 8 to one response. */
async function readResponse<T>(response: Response): Promise<T> {
  if (response.status === 404) {
    // An unknown route is 'Interface 404' (SPEC 8); a service's own 404 envelope (e.g. 11011) keeps its text.
    const envelope: unknown = await response.json().catch(() => null);
    if (isEnvelope(envelope) && envelope.resultCode !== 0 && envelope.resultCode !== 10005) {
      throw new ApiError(envelope.resultCode, envelope.resultInfo ?? '', 404);
    }
    throw new ApiError(isEnvelope(envelope) ? envelope.resultCode : null, 'Interface 404', 404);
  }
  if (response.status === 500) throw new ApiError(null, await response.text(), 500);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(null, `Unexpected response (HTTP ${response.status})`, response.status);
  }
  if (!isEnvelope(body)) throw new ApiError(null, `Unexpected response (HTTP ${response.status})`, response.status);
  if (body.resultCode !== 0) throw new ApiError(body.resultCode, body.resultInfo ?? '', response.status);
  return body.data as T;
}

/** `attachment; filename="invoice-…pdf"` → the name; a plain default otherwise. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
}

/** A file answer: its bytes, or (a JSON error body) the failure it describes. */
async function readFile(response: Response): Promise<TDownloadedFile> {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!response.ok || isJson) return readResponse<never>(response);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

export function createApiClient(options: TApiClientOptions): TApiClient {
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    query: TQuery | undefined,
    body: unknown,
    callOptions: TCallOptions = {},
    read: (response: Response) => Promise<T> = readResponse<T>,
    file?: Blob,
  ): Promise<T> {
    const url = await signUrl(`${options.baseUrl}${buildPath(path, query)}`, options.getSigningSecret());
    const fullBody =
      body !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...options.getBodyFields?.(), ...body }
        : body;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': REQUESTED_WITH_VALUE,
      ...options.headers,
    };
    // A multipart body sets its own content type (with the boundary).
    if (body !== undefined && !file) headers['content-type'] = 'application/x-www-form-urlencoded';
    try {
      const response = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: fullBody === undefined ? undefined : file ? encodeMultipart(fullBody, file) : encodeForm(fullBody),
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
      return await read(response);
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(null, error instanceof Error ? error.message : String(error), 0);
      if (!callOptions.isQuiet) options.onError?.(apiError);
      throw apiError;
    }
  }

  return {
    call: (route, ...[input, callOptions]) => {
      const [method, pathPattern] = splitRoute(route);
      const { query, body, params, file } = (input ?? {}) as {
        query?: TQuery;
        body?: unknown;
        params?: TQuery;
        file?: Blob;
      };
      const path = fillPath(pathPattern, params);
      const sent = method === 'GET' ? undefined : (body ?? {});
      return send(method, path, query, sent, callOptions, undefined, method === 'GET' ? undefined : file);
    },
    download: (route, ...[input, callOptions]) => {
      const [method, pathPattern] = splitRoute(route);
      const { query, body, params } = (input ?? {}) as { query?: TQuery; body?: unknown; params?: TQuery };
      const path = fillPath(pathPattern, params);
      return send(method, path, query, method === 'GET' ? undefined : (body ?? {}), callOptions, readFile);
    },
  };
}
