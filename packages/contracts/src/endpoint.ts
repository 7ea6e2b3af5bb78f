import type { TEventType } from '@matchwire/proto';
import { z } from 'zod';
import type { TInternalCaller } from './internal-callers.ts';
import type { TStaffPermission } from './staff-permissions.ts';

/**
 * Who may call an endpoint.
 * - `public`: anyone; the answer may still depend on a signed-in caller (tester-only products).
 * - `signed-in`: a customer with a live session (or staff acting for one); else 11007.
 * - `staff`: back-office staff signed in on the staff sign-in, whose role grants `permission`
 *   (staff-permissions.ts); else 11009 without a staff session, 11016 without the permission.
 * - `internal`: only the listed workloads, by their own secrets; never through the gateway.
 * - `provider`: a payment provider's webhook (`/api/webhook/<provider>`): the gateway forwards it
 *   without the site's request signature and with no identity; the service believes it only by
 *   the provider's own signature over the body, which it receives unparsed (a Buffer).
 * - `api-key`: a customer's API client calling the data API's `/v1` interfaces with its key; the
 *   gateway forwards it without the site's signing and cookies (data-api/interfaces.ts).
 * - `widget`: the embeddable live-animation widget on a customer's page, any origin (`/widget/v1/…`,
 *   and the demo pages' `/animAPI/live`, `/bskAnimAPI/live`): the gateway forwards it without the
 *   site's signing, cookies or identity; the animation service believes it by the widget's access
 *   key and the embedding page's origin (docs/contracts/animation.md).
 */
export type TAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'staff'; permission: TStaffPermission }
  | { kind: 'internal'; callers: readonly TInternalCaller[] }
  | { kind: 'provider'; provider: string }
  | { kind: 'api-key' }
  | { kind: 'widget' };

/**
 * Which budget a call spends. `visitor`: the per-visitor budget of the gateway (per signed-in
 * user, else per client address). `service`: none; service-to-service calls inside the cluster.
 */
export type TRateClass = 'visitor' | 'service';

/**
 * A public read the gateway may answer from its cache, and the events that make its entries stale.
 * `perTester`: signed-in testers see more (tester-only products) and get entries of their own.
 */
export type TCachePolicy = { droppedBy: readonly TEventType[]; perTester?: boolean };

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint: the single definition its service serves (packages/kit serveEndpoint), the
 * web app calls (typed client), the gateway routes and caches, and the OpenAPI document describes.
 * `response` is the `data` of the success envelope; failures are the catalogue's error body.
 * Bodies are form-encoded (SPEC.md §7); `params` are the `:name` segments of `path`.
 */
export type TEndpoint = {
  /** The workload that serves it, as named in deploy/workloads.json. */
  service: string;
  method: THttpMethod;
  /** Fastify-style path: `/api/auth/login`, `/internal/sessions/:sessionId`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: TAccess;
  rateClass: TRateClass;
  request?: { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType; multipart?: TMultipartRequest };
  response: z.ZodType;
  cache?: TCachePolicy;
  /**
   * The endpoint answers a file (an invoice PDF), not the JSON envelope: `response` is then
   * ZFileDownload, which the handler returns and the service sends as the file's bytes (see fileAnswer).
   */
  file?: { contentType: string; otherContentTypes?: readonly string[] };
  /**
   * The endpoint answers Server-Sent Events (`text/event-stream`), not the JSON envelope: its
   * handler takes the reply over and writes the named messages, each `data` valid against its
   * schema, for as long as the client stays; a refusal before that is the catalogue's JSON error body.
   */
  eventStream?: { messages: Readonly<Record<string, z.ZodType>> };
};

/**
 * A multipart/form-data request (an upload): its text parts validated by `fields` like a form body,
 * and at most one file, in the part named `file`, of at most `maxFileBytes` (else `fileTooLarge`
 * answers 10002 with that text). The handler reads the fields as `body` and the file as `upload`.
 */
export type TMultipartRequest = { fields: z.ZodType; maxFileBytes: number; fileTooLarge: string };

/** The file part of a multipart request, read whole (it is at most the definition's `maxFileBytes`). */
export type TUploadedFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/**
 * What a file endpoint's handler returns. The name is plain (letters, digits, `.`, `_`, `-`), so it
 * goes into Content-Disposition as it is.
 */
export const ZFileDownload = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes must be a Uint8Array'),
  /** Which of the definition's content types this file is (files of several kinds: attachments); the first by default. */
  contentType: z.string().optional(),
  /** Shown by the browser (raster images) instead of saved; saved (attachment) by default. */
  isInline: z.boolean().optional(),
  /**
   * Anyone's, for good: a file whose key changes with its content (a widget's fence image), which
   * shared caches may keep for a year and pages of any origin may load. Private, no-store by default.
   */
  isPublic: z.boolean().optional(),
  /**
   * Anyone's, kept `maxAgeSeconds` then asked again with its ETag: a file whose address stays when
   * its content changes (the widget's embed script); an unchanged one answers 304 without its bytes.
   */
  revalidated: z
    .object({ maxAgeSeconds: z.number().int().positive(), etag: z.string().regex(/^"[\x21\x23-\x7e]+"$/) })
    .optional(),
});
export type TFileDownload = z.infer<typeof ZFileDownload>;

/**
 * Spread into a definition whose answer is a file of `contentType` (or of one of `otherContentTypes`,
 * as the handler says): the service sends the bytes its handler returns as an attachment
 * (Content-Type, Content-Disposition, Cache-Control private, no-store, nosniff; an SVG sandboxed),
 * and the OpenAPI document describes the 200 as those content types. Failures are still the
 * catalogue's JSON error body.
 */
export function fileAnswer<const TContentType extends string>(
  contentType: TContentType,
  ...otherContentTypes: readonly string[]
) {
  return {
    file: { contentType, ...(otherContentTypes.length > 0 ? { otherContentTypes } : {}) },
    response: ZFileDownload,
  } as const;
}

/** Keeps the literal types of a definition (method, path, schemas) for the typed callers. */
export function defineEndpoint<const TDefinition extends TEndpoint>(definition: TDefinition): TDefinition {
  return definition;
}

/** `METHOD /path`: how an endpoint is named to the typed web client and in logs. */
export type TRouteName<E extends TEndpoint> = `${E['method']} ${E['path']}`;

export function routeName(endpoint: Pick<TEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

type TSchemaOf<E extends TEndpoint, K extends 'query' | 'body' | 'params'> =
  E['request'] extends Record<K, infer S extends z.ZodType>
    ? S
    : K extends 'body'
      ? E['request'] extends { multipart: { fields: infer S extends z.ZodType } }
        ? S
        : undefined
      : undefined;

/** What the service reads after validation (defaults applied, strings coerced). */
export type TParsedRequest<E extends TEndpoint> = {
  query: TSchemaOf<E, 'query'> extends z.ZodType ? z.output<TSchemaOf<E, 'query'>> : unknown;
  body: TSchemaOf<E, 'body'> extends z.ZodType ? z.output<TSchemaOf<E, 'body'>> : unknown;
  params: TSchemaOf<E, 'params'> extends z.ZodType ? z.output<TSchemaOf<E, 'params'>> : unknown;
};

/** What a caller sends: only the parts the endpoint defines, in their input types. */
export type TRequestInput<E extends TEndpoint> = {
  [K in 'query' | 'body' | 'params' as TSchemaOf<E, K> extends z.ZodType ? K : never]: TSchemaOf<E, K> extends z.ZodType
    ? z.input<TSchemaOf<E, K>>
    : never;
};

/** The `data` of the endpoint's success answer, as it arrives in JSON. */
export type TResponseData<E extends TEndpoint> = z.output<E['response']>;
