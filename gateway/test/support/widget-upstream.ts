import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TGateway } from '../../src/app.ts';
import { widgetEndpoints } from '../../src/routes/widget-routes.ts';
import { buildGatewayUnderTest, startUpstream, type TReceived } from './gateway-under-test.ts';

/** What the stand-in's framed page allows: the key's whitelisted domain, as the animation service sets it. */
export const framePolicy = "default-src 'self'; frame-ancestors https://customer.example";
/** The stand-in's first message on every stream it opens. */
export const firstStreamMessage = 'event: snapshot\ndata: {"match":1}\n\n';

export type TWidgetUpstream = {
  url: string;
  received: TReceived[];
  /** The next event stream a request opens, once its first message is written: the test writes the rest. */
  nextStream(): Promise<ServerResponse>;
  close(): Promise<void>;
};

/**
 * A stand-in for the services behind the widget's and the data API's keyed prefixes, answering as
 * they do: JSON with CORS for the caller's origin (large enough to be compressed), an event stream
 * held open for the test to write to (`…/live`, `…/stream`), the framed page with its own
 * `frame-ancestors` (a key `refused` gets a JSON refusal without one), a fence image readable
 * cross-origin, and its own 404 for any other path.
 */
export async function startWidgetUpstream(): Promise<TWidgetUpstream> {
  const waiting: ((stream: ServerResponse) => void)[] = [];
  const upstream: TWidgetUpstream = {
    url: '',
    received: [],
    nextStream: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    upstream.received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: '',
    });
    const url = new URL(request.url ?? '/', 'http://upstream.invalid');
    if (url.pathname === '/widget/v1/live' || url.pathname.endsWith('/stream')) {
      response.writeHead(200, { ...corsFor(request), 'content-type': 'text/event-stream; charset=utf-8' });
      response.write(firstStreamMessage);
      waiting.shift()?.(response);
    } else if (url.pathname === '/widget/v1/frame' && url.searchParams.get('key') !== 'refused') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': framePolicy });
      response.end('<!doctype html><title>widget</title>');
    } else if (url.pathname === '/widget/v1/image') {
      response.writeHead(200, { 'content-type': 'image/png', 'cross-origin-resource-policy': 'cross-origin' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else if (url.pathname === '/widget/v1/frame') {
      sendJson(response, 403, { resultCode: 16002, resultInfo: 'Refused' }, corsFor(request));
    } else if (isDefinedJsonPath(url.pathname)) {
      const data = { matchList: Array.from({ length: 40 }, (_, index) => ({ matchId: index + 1, clock: "67'" })) };
      sendJson(response, 200, { resultCode: 0, resultInfo: 'Success', data }, corsFor(request));
    } else {
      sendJson(response, 404, { resultCode: 10005, resultInfo: 'Interface 404' }, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

/** The widget's definitions that answer the JSON envelope (neither a file nor a stream). */
const jsonPaths = widgetEndpoints()
  .filter((endpoint) => !endpoint.file && !endpoint.eventStream)
  .map((endpoint) => endpoint.path);

function isDefinedJsonPath(path: string): boolean {
  return jsonPaths.includes(path);
}

/** CORS without credentials for whichever origin asked, as the animation service answers a whitelisted one. */
function corsFor(request: IncomingMessage): Record<string, string> {
  return request.headers.origin ? { 'access-control-allow-origin': request.headers.origin, vary: 'Origin' } : {};
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * For a test file: the gateway listening on a port of its own (streams are read as they arrive,
 * which inject() cannot do), with the widget stand-in behind the animation service's and the data
 * API's prefixes and the usual stand-in behind everything else (`site`).
 */
export function useWidgetGatewayUnderTest(): {
  readonly gateway: TGateway;
  readonly widgets: TWidgetUpstream;
  readonly site: Awaited<ReturnType<typeof startUpstream>>;
  readonly url: string;
} {
  const started: {
    gateway?: TGateway;
    widgets?: TWidgetUpstream;
    site?: Awaited<ReturnType<typeof startUpstream>>;
    url?: string;
  } = {};
  beforeAll(async () => {
    started.site = await startUpstream();
    started.widgets = await startWidgetUpstream();
    const widgetsUrl = started.widgets.url;
    started.gateway = await buildGatewayUnderTest(started.site.url, { animation: widgetsUrl, 'data-api': widgetsUrl });
    started.url = await started.gateway.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await started.widgets?.close();
    await started.gateway?.stop();
    await started.site?.close();
  });
  beforeEach(() => {
    started.widgets?.received.splice(0);
    started.site?.received.splice(0);
  });
  const get = <K extends keyof typeof started>(key: K): NonNullable<(typeof started)[K]> => {
    const value = started[key];
    if (value === undefined) throw new Error('the gateway under test is used before it started');
    return value;
  };
  return {
    get gateway() {
      return get('gateway');
    },
    get widgets() {
      return get('widgets');
    },
    get site() {
      return get('site');
    },
    get url() {
      return get('url');
    },
  };
}
