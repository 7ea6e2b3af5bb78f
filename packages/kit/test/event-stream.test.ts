/**
 * The `eventStream` endpoint mode on a listening server: a refusal before the stream is the
 * catalogue's JSON error body; once open, the answer is `text/event-stream` that nothing buffers,
 * carrying the headers set before it, a `retry:` hint and each message checked against its
 * schema; a message that breaks its schema never leaves; stopping the service ends open streams.
 */
import { defineEndpoint } from '@matchwire/contracts';
import { routeKinds } from '@matchwire/contracts/route-kinds';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error.ts';
import { createServiceApp, type TServiceApp } from '../src/http/create-service-app.ts';
import type { TEventStream } from '../src/http/event-stream.ts';
import { endpointServer, requireEndpointDefinitions } from '../src/http/serve-endpoint.ts';
import { quietLogger } from './support/quiet-logger.ts';

const { publicRoute } = routeKinds('test');
const messages = { tick: z.object({ n: z.number().int() }), note: z.object({ text: z.string() }) };
const ticks = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/stream/ticks',
  summary: 'Ticks.',
  request: { query: z.object({ name: z.string() }) },
  response: z.never(),
  eventStream: { messages },
});

let app: TServiceApp | undefined;
let opened: TEventStream<typeof messages> | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serveTicks(): Promise<string> {
  app = createServiceApp({ name: 'event-stream-test', logger: quietLogger() });
  requireEndpointDefinitions(app);
  endpointServer(app)(ticks, async (request, reply, openStream) => {
    if (request.query.name === 'refused') throw new AppError('matchNotFound');
    reply.header('access-control-allow-origin', 'https://example.com');
    opened = openStream({ retryMs: 3000 });
    opened.send('tick', { n: 1 }, '1');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Reads the stream's text until it contains `until`. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string, sofar = ''): Promise<string> {
  let text = sofar;
  const decoder = new TextDecoder();
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${until}: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('an event stream endpoint', () => {
  it('answers a refusal before the stream as the JSON error body', async () => {
    const base = await serveTicks();
    const answer = await fetch(`${base}/stream/ticks?name=refused`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ resultCode: 16007, resultInfo: 'Match not found' });
  });

  it('streams checked messages with the headers set before it, and ends when the service stops', async () => {
    const base = await serveTicks();
    const answer = await fetch(`${base}/stream/ticks?name=ann`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://example.com');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    const reader = answer.body!.getReader();
    let text = await readUntil(reader, 'data: {"n":1}\n\n');
    expect(text).toBe('retry: 3000\n\nevent: tick\nid: 1\ndata: {"n":1}\n\n');

    expect(() => opened!.send('tick', { n: 'two' as unknown as number })).toThrow();
    opened!.comment('still\nhere');
    opened!.send('note', { text: 'line one\nline two' });
    text = await readUntil(reader, 'event: note', text);
    text = await readUntil(reader, '\n\n', text.slice(text.indexOf('event: note')));
    expect(text).toBe('event: note\ndata: {"text":"line one\\nline two"}\n\n');

    await app!.close();
    app = undefined;
    expect(opened!.isOpen).toBe(false);
    let isDone = false;
    while (!isDone) isDone = (await reader.read()).done;
  });

  it('stops writing once the client goes', async () => {
    const base = await serveTicks();
    const controller = new AbortController();
    const answer = await fetch(`${base}/stream/ticks?name=ann`, { signal: controller.signal });
    await readUntil(answer.body!.getReader(), 'data: {"n":1}');
    controller.abort();
    await opened!.closed;
    expect(opened!.isOpen).toBe(false);
  });
});
