/**
 * Import this first in a process's entry file (`import '@matchwire/kit/instrument'`): OpenTelemetry
 * must patch `http` before Fastify or undici load it, or incoming trace context is lost.
 * The service name comes from OTEL_SERVICE_NAME, else from the entry path (`services/<name>/…`).
 */
import path from 'node:path';
import { startTelemetry } from './telemetry.ts';

function serviceNameFromEntry(entry: string | undefined): string {
  const parts = path.resolve(entry ?? 'matchwire').split(path.sep);
  const servicesIndex = parts.lastIndexOf('services');
  if (servicesIndex >= 0 && parts[servicesIndex + 1]) return parts[servicesIndex + 1]!;
  const srcIndex = parts.lastIndexOf('src');
  return srcIndex > 0 ? parts[srcIndex - 1]! : 'matchwire';
}

startTelemetry(
  process.env.OTEL_SERVICE_NAME ?? serviceNameFromEntry(process.argv[1]),
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
);
