import {
  routeName,
  ZFileDownload,
  ZSuccess,
  type TFileDownload,
  type TEndpoint,
  type TParsedRequest,
  type TResponseData,
} from '@matchwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TZodApp } from './create-service-app.ts';
import { ok } from './envelope.ts';
import { openEventStream, type TEventStream, type TEventStreamOptions, type TStreamMessages } from './event-stream.ts';
import { acceptMultipart, readMultipart } from './read-multipart.ts';
import { refuseNulCharacters } from './refuse-nul-characters.ts';
import { checkStaffAccess } from './require-staff.ts';
import { requireIdentity } from './verify-identity.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition in packages/contracts this route serves; a service registers no route without one. */
    endpoint?: TEndpoint;
  }
}

/** A route's request as its definition's schemas parsed it. */
export type TEndpointRequest<E extends TEndpoint> = Omit<FastifyRequest, 'query' | 'body' | 'params'> &
  TParsedRequest<E>;

/** Answers the `data` of the success envelope; failures throw AppError. */
export type TEndpointHandler<E extends TEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TResponseData<E>>;

/** An endpoint answering Server-Sent Events (`eventStream` in its definition). */
export type TStreamEndpoint = TEndpoint & { eventStream: { messages: TStreamMessages } };

/**
 * An `eventStream` endpoint's handler: it refuses as any other (throws AppError, answered as JSON),
 * then opens the stream with `openStream` (event-stream.ts) and returns.
 */
export type TStreamHandler<E extends TStreamEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
  openStream: TStreamOpener<E['eventStream']['messages']>,
) => Promise<void>;

/** Opens an `eventStream` endpoint's answer with the definition's messages; ended when the service stops. */
export type TStreamOpener<M extends TStreamMessages> = (options?: TEventStreamOptions) => TEventStream<M>;

type TAnyHandler = (
  request: unknown,
  reply: FastifyReply,
  openStream: TStreamOpener<TStreamMessages>,
) => Promise<unknown>;

/** How a service checks the callers its definitions name, before the body is read. */
export type TAccessChecks = {
  /** `signed-in` endpoints; by default, a valid identity assertion from the gateway. */
  signedIn?: (request: FastifyRequest) => Promise<void>;
  /** `staff` endpoints; by default, the assertion's staff member holds the definition's permission (require-staff.ts). */
  staff?: (request: FastifyRequest) => Promise<void>;
};

export type TServeEndpoint = {
  <E extends TStreamEndpoint>(endpoint: E, handler: TStreamHandler<E>): void;
  <E extends TEndpoint>(endpoint: E, handler: TEndpointHandler<E>): void;
};

/**
 * The only way a service registers a route: from its definition in packages/contracts (method,
 * path, schemas, who may call it). The service writes just the handler, which returns the answer's
 * data; the success envelope is added here, and the schemas validate the request and the answer.
 */
export function endpointServer(app: TZodApp, checks: TAccessChecks = {}): TServeEndpoint {
  const signedIn = checks.signedIn ?? (async (request: FastifyRequest) => void requireIdentity(request));
  const staff = checks.staff ?? checkStaffAccess;
  // Open streams never end by themselves: a stopping service ends them, so close() does not wait on them.
  const openStreams = new Set<TEventStream<TStreamMessages>>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.close();
  });
  return ((endpoint: TEndpoint, handler: TAnyHandler) => {
    const { access, request } = endpoint;
    const check = access.kind === 'signed-in' ? signedIn : access.kind === 'staff' ? staff : undefined;
    if (access.kind === 'provider' && request?.body)
      throw new Error(`${routeName(endpoint)} is a provider's webhook: its body is read unparsed, not by a schema`);
    if (request?.multipart && (request.body || access.kind === 'provider'))
      throw new Error(`${routeName(endpoint)} is multipart: its fields are request.multipart's, not a body schema's`);
    const route = (target: TZodApp) =>
      target.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { endpoint, ...(access.kind === 'internal' ? { callers: access.callers } : {}) },
        ...(check ? { onRequest: check } : {}),
        // A webhook's body is the provider's bytes, checked by its signature; everything else is refused with a NUL.
        ...(access.kind === 'provider' ? {} : { preValidation: refuseNulCharacters }),
        // A multipart body is read and its text parts parsed here (read-multipart.ts), then checked for NULs.
        ...(request?.multipart ? { preValidation: [readMultipart(request.multipart), refuseNulCharacters] } : {}),
        schema: {
          ...(request?.query ? { querystring: request.query } : {}),
          ...(request?.body ? { body: request.body } : {}),
          ...(request?.params ? { params: request.params } : {}),
          // A file's bytes and a stream's messages are sent as they are; only an envelope has a serialiser.
          ...(endpoint.file || endpoint.eventStream ? {} : { response: { 200: ZSuccess(endpoint.response) } }),
        },
        handler: async (request, reply) => {
          const eventStream = endpoint.eventStream;
          const openStream: TStreamOpener<TStreamMessages> = (options) =>
            openEventStream(request, reply, eventStream!.messages, {
              ...options,
              onOpen: (stream) => {
                openStreams.add(stream);
                void stream.closed.then(() => openStreams.delete(stream));
              },
            });
          const data = await handler(request, reply, openStream);
          if (eventStream) {
            if (!reply.sent) throw new Error(`${routeName(endpoint)} returned without opening its event stream`);
            return reply;
          }
          return endpoint.file ? sendFile(reply, endpoint.file, data) : ok(data);
        },
      });
    const multipart = request?.multipart;
    if (multipart) {
      void app.register(async (context) => {
        await acceptMultipart(context, multipart);
        route(context);
      });
      return;
    }
    if (access.kind !== 'provider') {
      route(app);
      return;
    }
    // The provider signs the bytes it sent: its route reads every body as a Buffer, in a context of its own.
    void app.register(async (context) => {
      context.removeAllContentTypeParsers();
      context.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: providerBodyLimit }, (_request, body, done) =>
        done(null, body),
      );
      route(context);
    });
  }) as TServeEndpoint;
}

/**
 * A file endpoint's answer (fileAnswer in packages/contracts): the handler's bytes, saved as an
 * attachment unless the handler shows it inline (raster images). It is the caller's own file (an
 * invoice, an attachment), so no shared cache may keep it, unless the handler says it is public
 * (immutable, anyone's, loadable cross-origin); the browser must not guess another type,
 * and an SVG is sandboxed: it can never run script in the site's origin.
 */
function sendFile(reply: FastifyReply, file: NonNullable<TEndpoint['file']>, data: unknown) {
  const {
    fileName,
    bytes,
    contentType = file.contentType,
    isInline,
    isPublic,
    revalidated,
  } = ZFileDownload.parse(data);
  if (contentType !== file.contentType && !file.otherContentTypes?.includes(contentType))
    throw new Error(`${contentType} is not a content type of this file endpoint`);
  if (contentType === 'image/svg+xml') reply.header('content-security-policy', sandboxedFilePolicy);
  // A public file is embedded by pages of other origins (a widget's images on a customer's site).
  if (isPublic || revalidated) reply.header('cross-origin-resource-policy', 'cross-origin');
  reply
    .header('content-type', contentType)
    .header('content-disposition', `${isInline ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .header('cache-control', cachingOf({ isPublic, revalidated }))
    .header('x-content-type-options', 'nosniff');
  if (revalidated) {
    reply.header('etag', revalidated.etag);
    if (reply.request.headers['if-none-match'] === revalidated.etag) return reply.status(304).send();
  }
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

function cachingOf(file: Pick<TFileDownload, 'isPublic' | 'revalidated'>): string {
  if (file.isPublic) return publicFileCaching;
  return file.revalidated ? `public, max-age=${file.revalidated.maxAgeSeconds}` : 'private, no-store';
}

/** A public file's key changes with its content: any cache may keep it for a year, unrevalidated. */
const publicFileCaching = 'public, max-age=31536000, immutable';

/** An SVG's policy: no script, no fetches, only its own inline styles, in a sandbox of its own. */
export const sandboxedFilePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Providers' events are small (Stripe's are well under 100 kB); the same limit as other bodies. */
const providerBodyLimit = 1024 * 1024;

/**
 * Refuses, at start, any route of `app` that does not come from a definition: what a service
 * serves is exactly what packages/contracts says (and so what the gateway, the web app and the
 * OpenAPI document know of).
 */
export function requireEndpointDefinitions(app: TZodApp): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.endpoint) {
      throw new Error(`${String(route.method)} ${route.url} has no definition in packages/contracts`);
    }
  });
}
