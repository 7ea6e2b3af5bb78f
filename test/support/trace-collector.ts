import { createServer } from 'node:http';

type TAttribute = { key: string; value: { stringValue?: string; intValue?: string | number } };
type TExport = {
  resourceSpans?: {
    resource?: { attributes?: TAttribute[] };
    scopeSpans?: { spans?: { name: string; kind: number; attributes?: TAttribute[] }[] }[];
  }[];
};

/** A span as the process exported it: its service, name, kind and string attributes. */
export type TCollectedSpan = { service: string; name: string; kind: number; attributes: Record<string, string> };

/**
 * A minimal OTLP/HTTP trace receiver (JSON, as @opentelemetry/exporter-trace-otlp-http sends):
 * point a process's OTEL_EXPORTER_OTLP_ENDPOINT at `url` and read what it exported in `spans`.
 */
export async function startTraceCollector(): Promise<{ url: string; spans: TCollectedSpan[]; close(): Promise<void> }> {
  const spans: TCollectedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TExport;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = textOf(resourceSpans.resource?.attributes)['service.name'] ?? '';
          for (const scope of resourceSpans.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ service, name: span.name, kind: span.kind, attributes: textOf(span.attributes) });
        }
      } catch {
        // not JSON: not counted
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function textOf(attributes: TAttribute[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [key, String(value.stringValue ?? value.intValue ?? '')]),
  );
}
