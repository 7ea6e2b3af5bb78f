import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The messages an `eventStream` definition names: the SSE `event` name and its `data`'s schema. */
export type TStreamMessages = Readonly<Record<string, z.ZodType>>;

export type TEventStreamOptions = {
  /** Sent first as `retry:`: how long a client waits before reconnecting after the stream drops. */
  retryMs?: number;
  /** A comment this often keeps idle proxies and load balancers from closing a quiet stream. */
  heartbeatMs?: number;
};

/** An open Server-Sent Events answer: each `data` is checked against its message's schema before it leaves. */
export type TEventStream<M extends TStreamMessages> = {
  send<K extends keyof M & string>(event: K, data: z.input<M[K]>, id?: string): void;
  comment(text: string): void;
  /** Ends the answer (the client may reconnect). */
  close(): void;
  readonly isOpen: boolean;
  /** Settles once the stream has ended, by the client going, close(), or the service stopping. */
  readonly closed: Promise<void>;
};

/** A client reading slower than this much queued output is dropped; it reconnects and starts from a snapshot. */
const maxQueuedBytes = 1024 * 1024;

/**
 * Takes the reply over (reply.hijack) and answers `text/event-stream`: the headers set on the reply
 * so far (CORS, say) go with it, and nothing buffers it on the way (no-store, `x-accel-buffering: no`).
 * What fails before this call is still the usual JSON error body.
 */
export function openEventStream<M extends TStreamMessages>(
  request: FastifyRequest,
  reply: FastifyReply,
  messages: M,
  options: TEventStreamOptions & { onOpen?: (stream: TEventStream<M>) => void } = {},
): TEventStream<M> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'x-request-id': request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  let isOpen = true;
  let heartbeat: NodeJS.Timeout | undefined;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    raw.end();
    resolveClosed();
  };
  const write = (chunk: string) => {
    if (!isOpen) return;
    raw.write(chunk);
    if (raw.writableLength > maxQueuedBytes) end();
  };
  request.raw.once('close', end);
  raw.once('close', end);
  const stream: TEventStream<M> = {
    send(event, data, id) {
      const checked = messages[event]!.parse(data);
      write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(checked)}\n\n`);
    },
    comment: (text) => write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`),
    close: end,
    get isOpen() {
      return isOpen;
    },
    closed,
  };
  if (options.retryMs !== undefined) write(`retry: ${options.retryMs}\n\n`);
  if (options.heartbeatMs !== undefined) {
    heartbeat = setInterval(() => stream.comment('keep-alive'), options.heartbeatMs);
    heartbeat.unref();
  }
  options.onOpen?.(stream);
  return stream;
}
