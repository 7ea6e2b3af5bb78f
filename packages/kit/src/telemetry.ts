import { createRequire } from 'node:module';
import {
  context,
  propagation,
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
 * Starts OpenTelemetry tracing once per process. W3C trace context flows over HTTP
 * (gateway → service) by instrumentation, and over Kafka in message headers (set by the outbox
 * relay from the context the event was written in, continued by the consumer). PostgreSQL (pg)
 * and Redis (ioredis) calls get spans of their own, only inside a trace (no root spans for polls).
 * Spans are exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
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
    instrumentations: [
      new HttpInstrumentation({
        // Customers' data API calls (`/v1/…`, thousands a second, no call beyond memory and Redis)
        // are metered and logged instead: a span each would cost a fifth of their time
        // (bench/README.md, data API hot path). Nor is the gateway's forwarding of them traced.
        ignoreIncomingRequestHook: (request) => request.url?.startsWith(dataApiPrefix + '/') ?? false,
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation(),
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

/** The active trace context as a W3C carrier (traceparent, tracestate), for an event envelope. */
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
