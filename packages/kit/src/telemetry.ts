import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { dataApiPrefix } from '@matchwire/contracts/data-api/interfaces';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Span kinds, for services that start spans through this module. */
export { SpanKind };

let sdk: NodeSDK | undefined;

type TSpanProcessor = NonNullable<NonNullable<ConstructorParameters<typeof NodeSDK>[0]>['spanProcessors']>[number];

/** Records spans (so trace context flows) and exports none. */
const discardSpans: TSpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Customers' data API calls (`/v1/…`, thousands a second, no call beyond memory and Redis) are
 * metered and logged instead of traced: a span each would cost a fifth of their time
 * (bench/README.md, data API hot path). Nor is the gateway's forwarding of them traced.
 */
function isMeteredDataApiCall(url: string | undefined): boolean {
  return url?.startsWith(dataApiPrefix + '/') ?? false;
}

/**
 * Whether an outgoing undici request (its headers as undici keeps them: a flat name, value list,
 * or one string) already carries a `traceparent`: its sender injected the context it chose (the
 * gateway's proxies inject their server span's, traceServerRequests). undici's instrumentation
 * would add a second header beside it rather than replace it, and the receiver, given two, reads
 * neither and starts a trace of its own.
 */
function carriesTraceContext(request: { headers?: unknown }): boolean {
  const { headers } = request;
  if (typeof headers === 'string') return /(?:^|\r\n)traceparent:/i.test(headers);
  if (!Array.isArray(headers)) return false;
  for (let index = 0; index < headers.length; index += 2)
    if (String(headers[index]).toLowerCase() === 'traceparent') return true;
  return false;
}

/**
 * Starts OpenTelemetry tracing once per process. W3C trace context flows over HTTP
 * (gateway → service) by instrumentation, and over Kafka in message headers (set by the outbox
 * relay from the context the event was written in, continued by the consumer). PostgreSQL (pg)
 * and Redis (ioredis) calls get spans of their own, only inside a trace (no root spans for polls).
 * Spans are exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Traces only: metrics are
 * Prometheus's (prom-client, `/metrics` on the operational port) and logs pino's, so the SDK's
 * own metrics and logs pipelines, which it would otherwise start from the environment and export
 * to localhost:4318, are off (the http and undici instrumentations recorded a duration histogram
 * per request into them that nothing read).
 */
export function startTelemetry(serviceName: string, endpoint: string | undefined): void {
  if (sdk) return;
  sdk = new NodeSDK({
    serviceName,
    // Without an endpoint, spans still carry trace ids into logs and events but go nowhere: the
    // SDK's default would export to localhost:4318 and make every shutdown wait for it.
    ...(endpoint
      ? { traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) }
      : { spanProcessors: [discardSpans] }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => isMeteredDataApiCall(request.url),
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ ignoreRequestHook: carriesTraceContext }),
      // Statement text without values (the pg default); connect spans add nothing to a trace.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  loadForInstrumentation(['pg', 'ioredis']);
}

/**
 * The instrumentations patch a library when it is first `require`d; the services import pg and
 * ioredis from ES modules, which that hook does not see. Requiring them once here, after the SDK
 * started, patches their prototypes, which the later `import` shares (same CommonJS instance).
 * A process without the library (not installed) skips it.
 */
function loadForInstrumentation(libraries: string[]): void {
  const require = createRequire(import.meta.url);
  for (const library of libraries) {
    try {
      require(library);
    } catch {
      // not installed here: nothing to trace
    }
  }
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}

type TRequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const httpTracer = trace.getTracer('@matchwire/kit/http');

/**
 * Traces one http server's requests itself, one SERVER span each (named by the method, with
 * `http.request.method`, `url.path` and `http.response.status_code`, continuing the caller's
 * `traceparent`), instead of the http instrumentation, which wraps every server's `emit` and per
 * request parses a dozen attributes and binds the request's and the response's listeners to the
 * span's context: about a sixth of the gateway's CPU per proxied call (bench/README.md, Gateway
 * overhead). What runs inside the span (hooks, Redis, calls to services) sees it as the active
 * context as before, a handler run once a body has arrived too (Fastify's content-type parser
 * carries the context itself, an AsyncResource per request); listeners on the request and response
 * are not bound to it, as nothing started from them opens a span. The data API's calls are not
 * traced, as by the instrumentation. For a Fastify app: `traceServerRequests(app.server)` before it
 * listens.
 */
export function traceServerRequests(server: Server): void {
  const listeners = server.listeners('request') as TRequestListener[];
  if (listeners.length !== 1) throw new Error(`expected the app's one request listener, found ${listeners.length}`);
  const handle = listeners[0]!;
  server.removeListener('request', handle);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (isMeteredDataApiCall(request.url)) return handle.call(server, request, response);
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const span = httpTracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': method,
          'url.path': queryAt === -1 ? url : url.slice(0, queryAt),
          'url.scheme': 'http',
        },
      },
      parent,
    );
    response.once('close', () => {
      span.setAttribute('http.response.status_code', response.statusCode);
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), handle, server, request, response);
  });
  // The http instrumentation wraps http.Server.prototype.emit; this server emits without it.
  server.emit = EventEmitter.prototype.emit;
}

/** The active trace context as a W3C carrier (traceparent, tracestate), for an event envelope or a request's headers. */
export function captureTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs `work` inside a span that continues the trace of `carrier` (W3C headers of a Kafka message
 * or the context stored with an event or a queued mail), recording a thrown error on the span.
 */
export async function withEventSpan<T>(
  name: string,
  carrier: Record<string, string>,
  work: () => Promise<T>,
  options: { kind?: SpanKind; attributes?: Attributes } = {},
): Promise<T> {
  const parent: Context = propagation.extract(context.active(), carrier);
  const span = trace.getTracer('matchwire').startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * A producer span per message, child of the trace the event was written in (`carrier`); returns
 * the headers that carry it to the consumer and the function that ends it.
 */
export function startProducerSpan(
  topic: string,
  carrier: Record<string, string>,
  attributes: Attributes,
): { headers: Record<string, string>; end(error?: unknown): void } {
  const parent = propagation.extract(context.active(), carrier);
  const span = trace.getTracer('matchwire').startSpan(
    `send ${topic}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.destination.name': topic,
        'messaging.operation.type': 'send',
        ...attributes,
      },
    },
    parent,
  );
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(parent, span), headers);
  return {
    headers,
    end(error?: unknown) {
      if (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}
