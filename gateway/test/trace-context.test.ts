/**
 * Trace context through the gateway: it starts one SERVER span per request itself (kit's
 * traceServerRequests, cheaper than the http instrumentation's), continuing the client's
 * `traceparent`, and whatever it asks on the caller's behalf (a service behind a proxy, the web
 * server, a cached route's service after its body was read) carries exactly one `traceparent` of
 * that trace, with the gateway's span as parent. Telemetry starts here as `@matchwire/kit/instrument`
 * starts it in the gateway's process, before Fastify loads `http`, and exports to a collector of
 * this file's own.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startTelemetry, stopTelemetry } from '@matchwire/kit/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTraceCatcher, type TCaughtSpan } from '../../scripts/lib/trace-catcher.ts';

const collector = await startTraceCatcher({ port: 0 });
// Spans exported within 0.1 s of ending instead of the SDK's 5 s.
process.env.OTEL_BSP_SCHEDULE_DELAY = '100';
startTelemetry('gateway', collector.url);
const { buildGatewayUnderTest, newVisitor, signed, startUpstream } = await import('./support/gateway-under-test.ts');

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: Awaited<ReturnType<typeof buildGatewayUnderTest>>;
let base = '';

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await buildGatewayUnderTest(upstream.url);
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
  await stopTelemetry();
  await collector.close();
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A client's trace: its id, the client's span, and the header that names both. */
function clientTrace(): { traceId: string; clientSpanId: string; traceparent: string } {
  const traceId = hex(16);
  const clientSpanId = hex(8);
  return { traceId, clientSpanId, traceparent: `00-${traceId}-${clientSpanId}-01` };
}

/** A span once its process exported it (in batches, every few seconds). */
async function exportedSpan(spanId: string): Promise<TCaughtSpan> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const span = collector.spans.find((candidate) => candidate.spanId === spanId);
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`span ${spanId} was never exported`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one `traceparent` the last upstream request to `path` carried, split into trace and parent span. */
function sentTraceContext(path: string): { traceId: string; parentSpanId: string } {
  const received = upstream.received.filter((request) => request.url.split('?', 1)[0] === path).at(-1);
  const header = received?.headers.traceparent;
  expect(header, `traceparent sent with ${path}`).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  const [, traceId, parentSpanId] = String(header).split('-');
  return { traceId: traceId!, parentSpanId: parentSpanId! };
}

describe("the gateway's trace context", () => {
  it("continues the client's trace in its own span and hands a service and the web server that span as parent", async () => {
    const apiPath = '/api/user/apiKey';
    const pagePath = `/trace-${hex(4)}`;
    for (const [path, target, headers] of [
      [apiPath, await signed(apiPath), { 'x-requested-with': 'XMLHttpRequest' }],
      [pagePath, pagePath, { accept: 'text/html' }],
    ] as const) {
      const client = clientTrace();
      const response = await fetch(`${base}${target}`, {
        headers: { ...headers, traceparent: client.traceparent, ...newVisitor() },
      });
      expect(response.status).toBe(200);

      const sent = sentTraceContext(path);
      expect(sent.traceId).toBe(client.traceId);
      expect(await exportedSpan(sent.parentSpanId)).toMatchObject({
        service: 'gateway',
        kind: 2,
        name: 'GET',
        traceId: client.traceId,
        parentSpanId: client.clientSpanId,
        attributes: { 'url.path': path, 'http.response.status_code': 200 },
      });
    }
  });

  it("keeps the trace across a request body: a cached route's service is asked inside the gateway's span", async () => {
    const path = '/api/doc/getById';
    const client = clientTrace();
    // The body arrives well after the headers, in a read of its own, as a slow client's would.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ id: hex(4) })));
        controller.close();
      },
    });
    const response = await fetch(`${base}${await signed(path)}`, {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        traceparent: client.traceparent,
        ...newVisitor(),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);

    // Asked with fetch after the body was read: undici's client span, child of the gateway's.
    const sent = sentTraceContext(path);
    expect(sent.traceId).toBe(client.traceId);
    const clientSpan = await exportedSpan(sent.parentSpanId);
    expect(clientSpan).toMatchObject({ service: 'gateway', kind: 3, traceId: client.traceId });
    expect(await exportedSpan(clientSpan.parentSpanId)).toMatchObject({
      kind: 2,
      name: 'POST',
      parentSpanId: client.clientSpanId,
      attributes: { 'url.path': path },
    });
  });
});
