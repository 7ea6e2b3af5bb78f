import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry tracing once per process. W3C trace context flows over HTTP
 * (gateway → service) by instrumentation, and over Kafka inside the event envelope.
 * Spans are exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export function startTelemetry(serviceName: string, endpoint: string | undefined): void {
  if (sdk) return;
  sdk = new NodeSDK({
    serviceName,
    traceExporter: endpoint ? new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) : undefined,
    instrumentations: [new HttpInstrumentation(), new UndiciInstrumentation()],
  });
  sdk.start();
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

/** Runs `work` inside a span that continues the trace carried by an event. */
export async function withEventSpan<T>(
  name: string,
  carrier: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const parent: Context = propagation.extract(context.active(), carrier);
  const span = trace.getTracer('matchwire').startSpan(name, undefined, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } finally {
    span.end();
  }
}
