import { describe, expect, it } from 'vitest';
import { newVisitor } from './support/gateway-under-test.ts';
import { firstStreamMessage, useWidgetGatewayUnderTest } from './support/widget-upstream.ts';

/**
 * Server-Sent Events through the gateway, the widget's live match and the data API's live stream
 * alike: each message reaches the browser when the service writes it, never held back by the
 * compression or a buffer until the stream ends (plugins/compression.ts, routes/register-proxies.ts).
 * The stand-in writes each next message only once the previous one has come out of the gateway.
 */
const underTest = useWidgetGatewayUnderTest();

/** Reads the stream until `expected` has arrived in full; fails if it ends first. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, seen: { text: string }, expected: string) {
  const decoder = new TextDecoder();
  while (!seen.text.includes(expected)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${JSON.stringify(expected)}; it sent ${seen.text}`);
    seen.text += decoder.decode(value, { stream: true });
  }
}

describe('an event stream through the gateway', () => {
  it.each([
    ['the widget’s live match', '/widget/v1/live?key=demo&animType=1&matchId=7'],
    ['the data API’s live stream', '/v1/football/live/stream?key=mw_live_0123456789abcdef'],
  ])('%s arrives message by message, uncompressed, even when the browser accepts gzip and br', async (_, path) => {
    const opened = underTest.widgets.nextStream();
    const response = await fetch(`${underTest.url}${path}`, {
      headers: {
        ...newVisitor(),
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, br',
        origin: 'https://customer.example',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('https://customer.example');

    const stream = await opened;
    const reader = response.body!.getReader();
    const seen = { text: '' };
    await readUntil(reader, seen, firstStreamMessage);
    const messages = [': keep-alive\n\n', 'event: match-event\nid: 2\ndata: {"eventId":2}\n\n'];
    for (const message of messages) {
      stream.write(message);
      await readUntil(reader, seen, message);
    }
    stream.end();
    expect((await reader.read()).done).toBe(true);
    expect(seen.text).toBe(firstStreamMessage + messages.join(''));
  });
});
