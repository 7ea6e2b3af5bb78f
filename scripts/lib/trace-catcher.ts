import http from 'node:http';

/** One span as the test stack exported it (OTLP/HTTP JSON), reduced to what tests look at. */
export type TCaughtSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
};

type TOtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type TOtlpAttribute = { key: string; value: TOtlpValue };
type TOtlpExport = {
  resourceSpans?: {
    resource?: { attributes?: TOtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: TOtlpAttribute[];
      }[];
    }[];
  }[];
};

/** Spans kept; the oldest go first (a whole test run exports far fewer that tests ask about). */
const MAX_SPANS = 200_000;

function attributesOf(list: TOtlpAttribute[] = []): TCaughtSpan['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? Number.NaN),
    ]),
  );
}

/**
 * A minimal OpenTelemetry collector for `npm test`: the stack's processes export their spans to
 * it over OTLP/HTTP (JSON, `POST /v1/traces`) as they would to a real collector, and tests read one
 * trace back (`GET /traces/<trace id>`). A test that starts processes of its own may run one on a
 * free port and read `spans` directly.
 */
export async function startTraceCatcher(options: {
  /** 0 picks a free port (a test's own collector). */
  port: number;
}): Promise<{ url: string; spans: TCaughtSpan[]; close(): Promise<void> }> {
  const spans: TCaughtSpan[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/v1/traces') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          const exported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TOtlpExport;
          for (const resourceSpans of exported.resourceSpans ?? []) {
            const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? 'unknown');
            for (const scope of resourceSpans.scopeSpans ?? []) {
              for (const span of scope.spans ?? []) {
                spans.push({
                  service,
                  traceId: span.traceId,
                  spanId: span.spanId,
                  parentSpanId: span.parentSpanId ?? '',
                  name: span.name,
                  kind: span.kind,
                  attributes: attributesOf(span.attributes),
                });
              }
            }
          }
          if (spans.length > MAX_SPANS) spans.splice(0, spans.length - MAX_SPANS);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch {
          response.writeHead(400).end();
        }
      });
      return;
    }
    const traceId = /^\/traces\/([0-9a-f]{32})$/.exec(url.pathname)?.[1];
    if (request.method === 'GET' && traceId) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(spans.filter((span) => span.traceId === traceId)));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
